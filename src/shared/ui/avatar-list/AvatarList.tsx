import { Avatar, Popover, Tooltip } from 'antd';
import { UserAvatar } from '@/shared/ui/user-avatar';

export interface AvatarPerson {
  name: string;
  avatar?: string | null;
}

/** product.md §2.6/§9 avatar list: overlapping avatars, the rest as '+N' (orange on peach), 20 px by default. */
export function AvatarList({
  people,
  max = 5,
  size = 20,
}: {
  people: readonly AvatarPerson[];
  max?: number;
  size?: number;
}) {
  const rest = people.slice(max);
  return (
    <Avatar.Group>
      {people.slice(0, max).map((p) => (
        <Tooltip key={p.name} title={p.name}>
          <span>
            <UserAvatar src={p.avatar} name={p.name} size={size} />
          </span>
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Popover content={rest.map((p) => p.name).join('、')}>
          <Avatar size={size} style={{ color: '#f56a00', backgroundColor: '#fde3cf', fontSize: size * 0.5 }}>
            +{rest.length}
          </Avatar>
        </Popover>
      )}
    </Avatar.Group>
  );
}
