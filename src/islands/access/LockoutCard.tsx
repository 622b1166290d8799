type LockoutCardProps = { title: string; message: string; detail?: string | undefined; actionLabel: string };

/** Shown after five wrong codes (spec §2 Access): nothing else to do but go home or ask the host. */
export function LockoutCard({ title, message, detail, actionLabel }: LockoutCardProps) {
  return (
    <div role="alert" className="card p-8 text-center">
      <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 1 1 8 0v4" />
        </svg>
      </div>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-ink-soft">{message}</p>
      {detail && <p className="mt-2 text-sm text-ink-muted">{detail}</p>}
      <a href="/" className="btn-primary mt-6">
        {actionLabel}
      </a>
    </div>
  );
}
