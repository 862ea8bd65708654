import { Icon } from '@/components/ui/icon';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { counted, type Content } from '@/lib/content';

type ProfileHeaderProps = {
  name: string;
  headline: string;
  location: string;
  connections: number;
  image: string;
  text: Pick<Content['profile'], 'editProfile' | 'connections'>;
  /** The profile-frame maker's opener, beside the photo. */
  frame: React.ReactNode;
};

export function ProfileHeader({
  name,
  headline,
  location,
  connections,
  image,
  text,
  frame,
}: ProfileHeaderProps) {
  return (
    <Card aria-labelledby="profile-heading" className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-brand-dark via-brand to-accent sm:h-36"
      />
      <div className="px-4 pb-5 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Avatar
            src={image}
            alt=""
            size={128}
            className="-mt-12 size-24 border-4 border-surface sm:-mt-16 sm:size-32"
          />
          <div className="flex flex-wrap items-center justify-end gap-2">
            {frame}
            <Button>
              <Icon name="pencil" className="size-4" />
              {text.editProfile}
            </Button>
          </div>
        </div>
        <h1 id="profile-heading" className="mt-3 break-words text-2xl font-bold">
          {name}
        </h1>
        <p className="mt-1 break-words text-ink">{headline}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="flex items-center gap-1">
            <Icon name="map-pin" className="size-4" />
            {location}
          </span>
          <span className="font-semibold text-brand">{counted(text.connections, connections)}</span>
        </p>
      </div>
    </Card>
  );
}
