import DOMPurify from 'dompurify';

/**
 * Converts a promotion description written in the product's light markup (spec §3: `##` / `###`
 * headings, `**bold**`, bullets, numbered lines, line breaks) into sanitised HTML.
 *
 * Hand-written on purpose: no markdown library does exactly this subset (they all add links, raw
 * HTML passthrough, code blocks…), and every extra feature is extra attack surface. The text is
 * HTML-escaped BEFORE any markup is applied, so `<script>` or `<img onerror>` typed by a brand
 * owner shows as text; DOMPurify with an allow-list then guards the generated HTML as a second wall.
 */

const ALLOWED_TAGS = ['h3', 'h4', 'p', 'br', 'strong', 'ul', 'ol', 'li'];
const ALLOWED_ATTR = ['start'];

const HEADING = /^(#{2,3})\s+(.+)$/;
const BULLET = /^\s*[-*•]\s+(.+)$/;
const NUMBERED = /^\s*(\d+)[.)]\s+(.+)$/;

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbers'; start: number; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderInline(text: string): string {
  return escapeHtml(text.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

/** Groups the description's lines into headings, lists and paragraphs. */
export function parsePromotionMarkup(markup: string): Block[] {
  const blocks: Block[] = [];
  const lines = markup.replace(/\r\n?/g, '\n').split('\n');
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (line.trim() === '') {
      // a blank line ends the current paragraph or list
      blocks.push({ kind: 'paragraph', lines: [] });
    } else if (heading?.[1] && heading[2]) {
      blocks.push({ kind: 'heading', level: heading[1].length === 2 ? 2 : 3, text: heading[2] });
    } else if (bullet?.[1]) {
      if (last?.kind === 'bullets') last.items.push(bullet[1]);
      else blocks.push({ kind: 'bullets', items: [bullet[1]] });
    } else if (numbered?.[1] && numbered[2]) {
      if (last?.kind === 'numbers') last.items.push(numbered[2]);
      else blocks.push({ kind: 'numbers', start: Number(numbered[1]), items: [numbered[2]] });
    } else if (last?.kind === 'paragraph') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'paragraph', lines: [line] });
    }
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);
}

function renderBlock(block: Block): string {
  switch (block.kind) {
    // ## and ### sit below the modal title (h2), so they render one level down to keep the outline valid
    case 'heading':
      return block.level === 2
        ? `<h3>${renderInline(block.text)}</h3>`
        : `<h4>${renderInline(block.text)}</h4>`;
    case 'bullets':
      return `<ul>${block.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</ul>`;
    case 'numbers': {
      const start = block.start === 1 ? '' : ` start="${block.start}"`;
      return `<ol${start}>${block.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</ol>`;
    }
    case 'paragraph':
      return `<p>${block.lines.map(renderInline).join('<br>')}</p>`;
  }
}

/** Light markup → HTML that is safe to put in `dangerouslySetInnerHTML`. */
export function renderPromotionMarkup(markup: string | null | undefined): string {
  if (!markup) return '';
  const html = parsePromotionMarkup(markup).map(renderBlock).join('');
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
