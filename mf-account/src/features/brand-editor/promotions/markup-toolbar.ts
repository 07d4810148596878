// The description editor's toolbar (spec §2: H2, H3, Bold, Bullet, Number) as pure text edits, so the
// textarea keeps its own undo and the result is the light markup of spec §3.
export type MarkupAction = 'h2' | 'h3' | 'bold' | 'bullet' | 'number';

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const LINE_PREFIX: Record<Exclude<MarkupAction, 'bold'>, string> = {
  h2: '## ',
  h3: '### ',
  bullet: '- ',
  number: '1. ',
};
const EXISTING_PREFIX = /^(#{2,3} |- |\d+\. )/;

/** Applies a toolbar action to the selection: bold wraps it, the others prefix each selected line. */
export function applyMarkup(action: MarkupAction, { text, selectionStart, selectionEnd }: TextEdit): TextEdit {
  if (action === 'bold') {
    const selected = text.slice(selectionStart, selectionEnd) || 'bold text';
    const next = `${text.slice(0, selectionStart)}**${selected}**${text.slice(selectionEnd)}`;
    return { text: next, selectionStart: selectionStart + 2, selectionEnd: selectionStart + 2 + selected.length };
  }
  const lineStart = text.lastIndexOf('\n', selectionStart - 1) + 1;
  const nextBreak = text.indexOf('\n', selectionEnd);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const prefixed = lines.map((line, index) => {
    const bare = line.replace(EXISTING_PREFIX, '');
    const prefix = action === 'number' ? `${index + 1}. ` : LINE_PREFIX[action];
    return `${prefix}${bare}`;
  });
  const replaced = prefixed.join('\n');
  const next = `${text.slice(0, lineStart)}${replaced}${text.slice(lineEnd)}`;
  return { text: next, selectionStart: lineStart, selectionEnd: lineStart + replaced.length };
}
