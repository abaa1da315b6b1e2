import { Avatar } from 'antd';

interface UserAvatarProps {
  src: string | null | undefined;
  /** The person's name: its first character stands in when there is no picture or it fails to load. */
  name: string;
  size?: number;
}

export function UserAvatar({ src, name, size = 40 }: UserAvatarProps) {
  return (
    <Avatar
      src={src || undefined}
      size={size}
      alt={name}
      style={{ backgroundColor: '#1677ff', fontSize: size * 0.42, flex: 'none' }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}
