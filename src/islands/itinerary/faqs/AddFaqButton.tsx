import { AddButton } from '@/ui/AddButton';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  /** The top button opens the editor above the list, the bottom one below it. */
  at: 'top' | 'bottom';
  /** A free itinerary: the button stays, marked with a star, and opens the upgrade prompt. */
  locked: boolean;
  onClick: () => void;
};

export function AddFaqButton({ at, locked, onClick }: Props) {
  return (
    <AddButton at={at} data-add={at} aria-label={at === 'top' ? 'Add FAQ at the top' : 'Add FAQ at the bottom'} onClick={onClick}>
      Add FAQ
      {locked && <Icon icon={icons.starSolid} className="h-3.5 w-3.5 text-amber-400" />}
    </AddButton>
  );
}
