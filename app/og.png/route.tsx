import { ImageResponse } from 'next/og';
import { siteConfig } from '@/data/site';

// A route named og.png exports to out/og.png, so every static host serves it as image/png.
export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        color: 'white',
        background: 'linear-gradient(135deg, #7d0d38 0%, #b0124f 50%, #5b21b6 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
        <div
          style={{
            display: 'flex',
            width: 120,
            height: 120,
            borderRadius: 24,
            background: 'white',
            color: '#b0124f',
            fontSize: 64,
            fontWeight: 900,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          Lw
        </div>
        <div style={{ fontSize: 96, fontWeight: 900 }}>{siteConfig.brandName}</div>
      </div>
      <div style={{ marginTop: 40, fontSize: 48 }}>{siteConfig.tagline}</div>
      <div style={{ marginTop: 24, fontSize: 36, opacity: 0.9 }}>
        {`${siteConfig.ticker} · newly launched on pump.fun · a parody, not financial advice`}
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
}
