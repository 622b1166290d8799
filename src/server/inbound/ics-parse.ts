/**
 * A small reader of RFC 5545 text for ./ics-events.ts: lines unfolded, parameters (quoted or
 * not) split, TEXT values unescaped, components nested. ical.js is only a dev dependency here and
 * ical-generator only writes, hence this reader. It never throws.
 */

export type Property = { name: string; params: Record<string, string>; value: string };
export type Component = { name: string; properties: Property[]; children: Component[] };

/** Unfolds and parses an iCalendar text into its component tree. */
export function parseCalendar(source: string): Component {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\n[ \t]/g, '').split('\n');
  const root: Component = { name: 'ROOT', properties: [], children: [] };
  const stack: Component[] = [root];
  for (const line of lines.slice(0, 20_000)) {
    const property = parseLine(line);
    if (!property) continue;
    const current = stack[stack.length - 1] ?? root;
    if (property.name === 'BEGIN') {
      const child: Component = { name: property.value.trim().toUpperCase(), properties: [], children: [] };
      current.children.push(child);
      if (stack.length < 10) stack.push(child);
    } else if (property.name === 'END') {
      if (stack.length > 1) stack.pop();
    } else {
      current.properties.push(property);
    }
  }
  return root;
}

function parseLine(line: string): Property | null {
  // Name and parameters end at the first colon outside double quotes.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const head = line.slice(0, colon);
  const parts = head.match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  const name = (parts[0] ?? '').toUpperCase().trim();
  if (!/^[A-Z0-9-]+$/.test(name)) return null;
  const params: Record<string, string> = {};
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq).toUpperCase().trim()] = part.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name, params, value: line.slice(colon + 1) };
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function prop(component: Component, name: string): Property | undefined {
  return component.properties.find((p) => p.name === name);
}

export function props(component: Component, name: string): Property[] {
  return component.properties.filter((p) => p.name === name);
}
