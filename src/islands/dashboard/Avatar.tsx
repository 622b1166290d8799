import type { AuthUserView } from '../../lib/types';
import { greetingName } from '../../lib/dashboard';

/** The user's picture, else their initial on the brand gradient. */
export function Avatar({ user, className }: { user: AuthUserView; className: string }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className={`shrink-0 rounded-full object-cover ${className}`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 font-bold text-white uppercase ${className.includes('hidden') ? '' : 'flex'} ${className}`}
    >
      {(greetingName(user) ?? user.email).charAt(0)}
    </span>
  );
}
