import { CopyButton } from '../../ui/CopyButton';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = { projectId: string; accessCode: string; adminCode: string; name: string; alreadyPaid?: boolean };

/** Checkout after success: the codes to keep and share, and the way back. */
export function SuccessCard({ projectId, accessCode, adminCode, name, alreadyPaid = false }: Props) {
  const rows = [
    { label: 'Project ID', value: projectId, copy: 'Copy project ID' },
    { label: 'Access Code', value: accessCode, copy: 'Copy access code' },
    { label: 'Admin Code', value: adminCode, copy: 'Copy admin code' },
  ];
  return (
    <section
      aria-labelledby="checkout-success"
      className="card mx-auto max-w-xl p-6 text-center sm:p-10"
    >
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg">
        <Icon icon={icons.tick} className="h-8 w-8" />
      </div>
      <h1
        id="checkout-success"
        tabIndex={-1}
        className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl"
      >
        {alreadyPaid
          ? 'This itinerary already has Full Access'
          : 'Congratulations! You now have Full Access'}
      </h1>
      <p className="mt-2 text-ink-soft">
        <span className="font-semibold text-ink">{name}</span> is unlocked: colors, fonts, photos,
        links, printing and unlimited events.
      </p>
      <dl className="mt-6 space-y-3 text-left">
        <div className="rounded-2xl bg-brand-50 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Name</dt>
          <dd className="mt-0.5 font-semibold break-words text-ink">{name}</dd>
        </div>
        {rows.map((row) => (
          <div key={row.label} className="rounded-2xl bg-brand-50 px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {row.label}
            </dt>
            {/* A <dl> holds only dt/dd groups: the copy button lives in the dd. */}
            <dd className="flex items-center justify-between gap-3">
              <span className="min-w-0 font-mono text-lg font-bold tracking-wider break-all text-ink">
                {row.value}
              </span>
              <CopyButton value={row.value} label={row.copy} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 rounded-2xl bg-amber-50 px-4 py-3 text-left text-sm text-amber-950 ring-1 ring-amber-200">
        <strong>Save these details.</strong> Share the project ID and access code with your group so
        they can open the itinerary. Keep the admin code to yourself: it lets you edit from another device.
      </p>
      <a
        href={`/project/${encodeURIComponent(projectId)}`}
        className="btn-primary mt-6 w-full py-3 text-base"
      >
        View Your Itinerary
      </a>
    </section>
  );
}
