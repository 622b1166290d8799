import { useEffect, useId, useRef, useState } from 'react';
import { customLinkSchema } from '../../lib/customization-schema';
import { LINK_NAME_MAX, LINK_URL_MAX, MAX_CUSTOM_LINKS } from '../../lib/limits';
import { safeLinkUrl as linkToSave } from '../../lib/links';
import { checkForm } from '../../lib/schemas';
import { CUSTOMIZE_FEATURES } from '../../lib/trial';
import type { CustomLink } from '../../lib/types';
import { FieldError, PanelCard, lockedTextProps } from './panel-parts';
import type { Customizer } from './useCustomizations';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

const FEATURE = CUSTOMIZE_FEATURES.links;

type Row = { key: number; name: string; url: string; error: string | null };

/** A row checked with the customizations endpoint's own rule for a link (and made what it saves). */
const checkRow = (row: Row) => checkForm(customLinkSchema, { name: row.name, url: row.url });
const complete = (row: Row) => checkRow(row).ok;
const toLinks = (rows: Row[]): CustomLink[] =>
  rows.flatMap((row) => {
    const checked = checkRow(row);
    return checked.ok ? [checked.data] : [];
  });

/** Saved links in the places of the complete rows; extra saved links go at the end. */
function mergeSaved(rows: Row[], saved: CustomLink[], newKey: () => number): Row[] {
  const queue = [...saved];
  const merged: Row[] = [];
  for (const row of rows) {
    if (!complete(row)) {
      merged.push(row);
      continue;
    }
    const link = queue.shift();
    if (!link) continue;
    const same = row.name.trim() === link.name && linkToSave(row.url) === link.url;
    merged.push(same ? row : { ...row, name: link.name, url: link.url, error: null });
  }
  return [...merged, ...queue.map((link) => ({ key: newKey(), name: link.name, url: link.url, error: null }))];
}

/**
 * 'Links': up to 4 header links, each a name and a web address. A row is saved
 * when a field loses focus, both are filled and the list differs from what is saved; rows still
 * being written stay here until they are complete.
 */
export function LinksCard({ customizer }: { customizer: Customizer }) {
  const { project, locked, allow, save } = customizer;
  const id = useId();
  const nextKey = useRef(0);
  const toRow = (link: CustomLink): Row => ({ key: nextKey.current++, name: link.name, url: link.url, error: null });
  const [rows, setRows] = useState<Row[]>(() => project.customLinks.map(toRow));
  const savedJson = JSON.stringify(project.customLinks);

  // The saved list changed. When it is what this panel just sent, the rows already show it.
  // Otherwise (another admin, a refused save put back) the saved links replace the complete
  // rows in place, keeping each row's identity so focus stays where it is, and rows still being
  // written stay.
  const sentJson = useRef<string | null>(null);
  const shownJson = useRef(savedJson);
  useEffect(() => {
    if (shownJson.current === savedJson) return;
    shownJson.current = savedJson;
    if (savedJson === sentJson.current) return;
    setRows((current) => mergeSaved(current, project.customLinks, () => nextKey.current++));
  }, [savedJson]); // project.customLinks is what savedJson spells

  function update(key: number, patch: Partial<Row>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }

  function saveIfChanged(next: Row[]) {
    const links = toLinks(next);
    const json = JSON.stringify(links);
    if (json === savedJson) return;
    sentJson.current = json;
    void save({ customLinks: links });
  }

  function onBlurRow(key: number) {
    const row = rows.find((r) => r.key === key);
    if (!row || locked) return;
    // A row still being written (a field empty) waits quietly; a filled one the server would refuse says why.
    if (!row.name.trim() || !row.url.trim()) return;
    const checked = checkRow(row);
    if (!checked.ok) {
      update(key, { error: checked.message });
      return;
    }
    update(key, { error: null });
    saveIfChanged(rows);
  }

  function remove(key: number) {
    if (!allow(FEATURE)) return;
    const next = rows.filter((row) => row.key !== key);
    setRows(next);
    saveIfChanged(next);
  }

  function add() {
    if (!allow(FEATURE) || rows.length >= MAX_CUSTOM_LINKS) return;
    setRows((current) => [...current, { key: nextKey.current++, name: '', url: '', error: null }]);
  }

  const lock = lockedTextProps(locked, () => allow(FEATURE));
  return (
    <PanelCard
      title="Links"
      description={`Up to ${MAX_CUSTOM_LINKS} buttons in your header: a group chat, a registry, a booking page.`}
      paid={locked}
    >
      {rows.length === 0 && <p className="mb-3 text-sm text-ink-muted">No links yet.</p>}
      <ul className="space-y-3">
        {rows.map((row, index) => {
          const errorId = `${id}-${row.key}-error`;
          return (
            <li key={row.key} className="rounded-xl border border-gray-200 bg-gray-50/60 p-3">
              <div className="flex items-start gap-2">
                <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                  <input
                    className="input py-2.5"
                    aria-label={`Link ${index + 1} name`}
                    placeholder="Name (e.g. Group chat)"
                    value={row.name}
                    maxLength={LINK_NAME_MAX}
                    onChange={(e) => update(row.key, { name: e.target.value })}
                    onBlur={() => onBlurRow(row.key)}
                    {...lock}
                  />
                  <input
                    className="input py-2.5"
                    type="url"
                    inputMode="url"
                    aria-label={`Link ${index + 1} URL`}
                    placeholder="https://…"
                    value={row.url}
                    maxLength={LINK_URL_MAX}
                    aria-invalid={row.error ? true : undefined}
                    aria-describedby={row.error ? errorId : undefined}
                    onChange={(e) => update(row.key, { url: e.target.value, error: null })}
                    onBlur={() => onBlurRow(row.key)}
                    {...lock}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => remove(row.key)}
                  className="mt-1 shrink-0 rounded-full p-2 text-ink-muted hover:bg-red-50 hover:text-red-700"
                  aria-label={`Remove link ${index + 1}${row.name.trim() ? ` (${row.name.trim()})` : ''}`}
                >
                  <Icon icon={icons.trashSolid} className="h-5 w-5" />
                </button>
              </div>
              <FieldError id={errorId} message={row.error} />
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex items-center justify-between gap-3">
        <p className="text-xs text-ink-muted">
          {rows.length} of {MAX_CUSTOM_LINKS} links
        </p>
        <button type="button" className="btn-secondary px-4 py-2" onClick={add} disabled={rows.length >= MAX_CUSTOM_LINKS}>
          <span aria-hidden="true">+</span> Add link
        </button>
      </div>
    </PanelCard>
  );
}
