import { Icon } from './Icon';
import * as icons from './icon-paths';

/** A list with a check mark before each item (what full access includes). */
export function CheckList({ items, className, iconClassName = 'mt-0.5 h-4 w-4 shrink-0 text-mint-600' }: { items: readonly string[]; className: string; iconClassName?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon icon={icons.checkSolid} className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
