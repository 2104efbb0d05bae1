import { useState } from 'react';
import defaultAvatar from './default-avatar.svg';

/** The user's picture, or the default image when there is none or it fails to load. */
export function Avatar({ src, alt, size = 48 }: { src?: string | null; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : defaultAvatar;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(true)}
      className="shrink-0 rounded-full bg-primary-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
