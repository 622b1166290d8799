/**
 * FullCalendar 6 has no CSS files: when its modules load they put their CSS into a
 * `<style data-fullcalendar>` element they create in <head>, through `sheet.insertRule`. The
 * page's Content Security Policy (style-src 'self' plus hashes, astro.config.mjs) refuses such a
 * script-made <style>: Chromium logs "Refused to apply inline style…", the element gets no
 * `sheet`, and FullCalendar warns and renders unstyled.
 *
 * FullCalendar reuses an existing `style[data-fullcalendar]` element and only ever calls
 * `insertRule` on its `sheet`. So, before its modules load, we give it one whose `sheet` is a
 * constructed stylesheet adopted by the document. Rules added through the CSS object model are not
 * subject to style-src, so FullCalendar's own CSS applies with no inline <style> and no change to
 * the policy. The element lives in a private XML namespace: it matches the `style` selector but is
 * not an HTML <style>, so the browser never treats it as an inline stylesheet.
 *
 * One rule is left out: the @font-face of FullCalendar's icon font, a data: URL that font-src
 * 'self' refuses (Chromium fetches data: fonts as soon as the rule exists, used or not). The
 * icons only appear in FullCalendar's toolbar and '+more' popover, and the Calendar tab uses
 * neither.
 *
 * Call this before `import('./CalendarGrid')` (which loads FullCalendar). Safe to call again.
 */
const HOLDER_NAMESPACE = 'urn:x-itinerary:fullcalendar-styles';

type RuleSink = Pick<CSSStyleSheet, 'insertRule' | 'cssRules'>;

const isFontFace = (rule: string) => /^\s*@font-face\b/i.test(rule);

function constructedSheet(doc: Document): RuleSink {
  try {
    const sheet = new CSSStyleSheet();
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return {
      get cssRules() {
        return sheet.cssRules;
      },
      // FullCalendar inserts at positions counted from the rules it has added; a skipped rule
      // would leave later positions past the end, so they are clamped.
      insertRule(rule: string, index = sheet.cssRules.length) {
        if (isFontFace(rule)) return index;
        return sheet.insertRule(rule, Math.min(index, sheet.cssRules.length));
      },
    };
  } catch {
    // A browser without constructable stylesheets: the calendar stays unstyled but works, and
    // nothing is logged as a policy violation.
    const rules: CSSRule[] = [];
    return { cssRules: rules as unknown as CSSRuleList, insertRule: () => 0 };
  }
}

export function prepareFullCalendarStyles(doc: Document = document): void {
  if (doc.querySelector('style[data-fullcalendar]')) return;
  const holder = doc.createElementNS(HOLDER_NAMESPACE, 'style');
  holder.setAttribute('data-fullcalendar', '');
  Object.defineProperty(holder, 'sheet', { value: constructedSheet(doc) });
  doc.head.append(holder);
}
