/**
 * The HTML of an email as a DOM tree, nested the way its author wrote it where that matters for
 * microdata. htmlparser2 follows HTML's implied end tags: `<p>` ends where a block (`<div>`,
 * `<table>`, `<h2>`…) starts, as in a browser. Mail templates often wrap a whole reservation in a
 * `<p itemscope>` and put its parts in `<div itemprop>`s, and a browser then tears the parts out
 * of the item. Here a `<p>` that is a microdata item stays open until its own `</p>` (or until a
 * new `<p>` or its parent's end shows that the author's paragraph ended), so its properties stay
 * in it. Every other element is nested exactly as htmlparser2 (and a browser) would nest it.
 */
import { DomHandler, Parser } from 'htmlparser2';

type Document = DomHandler['root'];

/** A microdata item: `itemscope`, or an `itemtype` whose `itemscope` the sender left out. */
export function isMicrodataItem(attribs: Record<string, string>): boolean {
  return 'itemscope' in attribs || 'itemtype' in attribs;
}

export function parseAuthorDocument(html: string): Document {
  const handler = new AuthorNestingHandler(undefined, {});
  new Parser(handler, { decodeEntities: true, lowerCaseAttributeNames: true }).end(html);
  return handler.root;
}

class AuthorNestingHandler extends DomHandler {
  /** One entry per open element (in step with tagStack minus the root): kept open past its implied end. */
  private readonly kept: boolean[] = [];
  /** The parser is about to close the empty `<p>` it made up for a stray `</p>`. */
  private inPhantom = false;

  override onopentag(name: string, attribs: Record<string, string>, isImplied?: boolean): void {
    const keptParagraphOnTop = this.kept.at(-1) === true;
    if (keptParagraphOnTop && name === 'p' && isImplied === true && Object.keys(attribs).length === 0) {
      // The `</p>` of the paragraph we kept open: the parser thinks it has none open.
      this.inPhantom = true;
      return;
    }
    // Paragraphs do not nest: a new one ends the author's previous paragraph.
    if (keptParagraphOnTop && name === 'p') this.closeTop();
    super.onopentag(name, attribs);
    this.kept.push(false);
  }

  override onclosetag(name?: string, isImplied?: boolean): void {
    if (this.inPhantom) {
      this.inPhantom = false;
      this.closeTop();
      return;
    }
    // Paragraphs kept open end with the element around them.
    while (this.kept.at(-1) === true) this.closeTop();
    const current = this.tagStack.at(-1);
    const isItem = current !== undefined && 'attribs' in current && isMicrodataItem(current.attribs);
    if (name === 'p' && isImplied === true && isItem) {
      this.kept[this.kept.length - 1] = true;
      return;
    }
    this.closeTop();
  }

  override onend(): void {
    while (this.kept.at(-1) === true) this.closeTop();
    super.onend();
  }

  private closeTop(): void {
    if (this.kept.length === 0) return;
    this.kept.pop();
    super.onclosetag();
  }
}
