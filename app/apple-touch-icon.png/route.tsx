import { ImageResponse } from 'next/og';

export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#b0124f',
        color: 'white',
        fontSize: 96,
        fontWeight: 900,
      }}
    >
      Lw
    </div>,
    { width: 180, height: 180 },
  );
}
