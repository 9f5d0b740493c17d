// A small, strict XML parser for the TwiML documents our phone line answers (the call player
// reads them as Twilio would). It knows what TwiML uses and nothing more: an optional XML
// declaration, elements, attributes in single or double quotes, text, self-closing tags,
// comments, the five named entities and numeric character references. Anything else (a DOCTYPE,
// CDATA, an unknown entity, a stray `<` or `&`, mismatched tags) is refused with the line and
// column, so a malformed answer from the server fails loudly instead of being half-read.

export interface TwimlElement {
  name: string;
  attributes: Record<string, string>;
  children: TwimlElement[];
  /** The element's own text (its text nodes joined, entities decoded), not its children's. */
  text: string;
}

export class TwimlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
    this.name = 'TwimlSyntaxError';
  }
}

const namedEntities: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

const nameStart = /[A-Za-z_:]/;
const nameChar = /[A-Za-z0-9_:.-]/;
const whitespace = /[ \t\r\n]/;
const byteOrderMark = '\uFEFF';

class Reader {
  position = 0;

  constructor(readonly source: string) {}

  fail(message: string, at = this.position): never {
    const before = this.source.slice(0, at).split('\n');
    const line = before.length;
    const column = (before.at(-1)?.length ?? 0) + 1;
    throw new TwimlSyntaxError(message, line, column);
  }

  get done(): boolean {
    return this.position >= this.source.length;
  }

  peek(length = 1): string {
    return this.source.slice(this.position, this.position + length);
  }

  startsWith(text: string): boolean {
    return this.source.startsWith(text, this.position);
  }

  expect(text: string, what: string): void {
    if (!this.startsWith(text)) this.fail(`Expected ${what}`);
    this.position += text.length;
  }

  skipWhitespace(): boolean {
    const start = this.position;
    while (!this.done && whitespace.test(this.peek())) this.position += 1;
    return this.position > start;
  }

  name(what: string): string {
    const start = this.position;
    if (this.done || !nameStart.test(this.peek())) this.fail(`Expected ${what}`);
    while (!this.done && nameChar.test(this.peek())) this.position += 1;
    return this.source.slice(start, this.position);
  }
}

function decodeEntity(reader: Reader): string {
  const start = reader.position;
  const end = reader.source.indexOf(';', start);
  if (end === -1 || end - start > 12) reader.fail('An "&" must start an entity such as &amp;');
  const body = reader.source.slice(start + 1, end);
  reader.position = end + 1;
  const named = namedEntities[body];
  if (named !== undefined) return named;
  const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(body);
  if (!numeric) reader.fail(`Unknown entity "&${body};"`, start);
  const codePoint = numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]);
  const allowed =
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff);
  if (!allowed) reader.fail(`"&${body};" is not a character XML allows`, start);
  return String.fromCodePoint(codePoint);
}

function skipComment(reader: Reader): void {
  const start = reader.position;
  const end = reader.source.indexOf('-->', start + 4);
  if (end === -1) reader.fail('Unterminated comment', start);
  if (reader.source.slice(start + 4, end).includes('--')) {
    reader.fail('"--" is not allowed inside a comment', start);
  }
  reader.position = end + 3;
}

/** Whitespace and comments, which may surround the root element. */
function skipMisc(reader: Reader): void {
  for (;;) {
    reader.skipWhitespace();
    if (reader.startsWith('<!--')) skipComment(reader);
    else return;
  }
}

function attributeValue(reader: Reader): string {
  const quote = reader.peek();
  if (quote !== '"' && quote !== "'") reader.fail('Expected a quoted attribute value');
  reader.position += 1;
  let value = '';
  for (;;) {
    if (reader.done) reader.fail('Unterminated attribute value');
    const char = reader.peek();
    if (char === quote) {
      reader.position += 1;
      return value;
    }
    if (char === '<') reader.fail('"<" is not allowed in an attribute value');
    if (char === '&') {
      value += decodeEntity(reader);
    } else {
      value += char;
      reader.position += 1;
    }
  }
}

/** Reads `<name a="1" b='2'` up to and including `>` or `/>`. */
function startTag(reader: Reader): { element: TwimlElement; selfClosing: boolean } {
  reader.expect('<', '"<"');
  const name = reader.name('an element name');
  const attributes: Record<string, string> = {};
  for (;;) {
    const spaced = reader.skipWhitespace();
    if (reader.startsWith('/>')) {
      reader.position += 2;
      return { element: { name, attributes, children: [], text: '' }, selfClosing: true };
    }
    if (reader.startsWith('>')) {
      reader.position += 1;
      return { element: { name, attributes, children: [], text: '' }, selfClosing: false };
    }
    if (reader.done) reader.fail(`Unterminated start tag <${name}>`);
    if (!spaced) reader.fail(`Expected whitespace, ">" or "/>" in <${name}>`);
    const attributeStart = reader.position;
    const attribute = reader.name('an attribute name');
    if (Object.hasOwn(attributes, attribute)) {
      reader.fail(`Attribute "${attribute}" appears twice in <${name}>`, attributeStart);
    }
    reader.skipWhitespace();
    reader.expect('=', `"=" after attribute "${attribute}"`);
    reader.skipWhitespace();
    attributes[attribute] = attributeValue(reader);
  }
}

function element(reader: Reader): TwimlElement {
  const { element: node, selfClosing } = startTag(reader);
  if (selfClosing) return node;
  for (;;) {
    if (reader.done) reader.fail(`<${node.name}> is never closed`);
    if (reader.startsWith('</')) {
      const closeAt = reader.position;
      reader.position += 2;
      const name = reader.name('an element name');
      if (name !== node.name) reader.fail(`</${name}> closes <${node.name}>`, closeAt);
      reader.skipWhitespace();
      reader.expect('>', `">" to close </${name}>`);
      return node;
    }
    if (reader.startsWith('<!--')) {
      skipComment(reader);
    } else if (reader.startsWith('<![CDATA[')) {
      reader.fail('CDATA sections are not supported in TwiML');
    } else if (reader.startsWith('<?')) {
      reader.fail('Processing instructions are only allowed as the XML declaration');
    } else if (reader.startsWith('<!')) {
      reader.fail('Declarations are not allowed inside an element');
    } else if (reader.startsWith('<')) {
      node.children.push(element(reader));
    } else if (reader.startsWith('&')) {
      node.text += decodeEntity(reader);
    } else {
      const next = reader.source.slice(reader.position).search(/[<&]/);
      const end = next === -1 ? reader.source.length : reader.position + next;
      const text = reader.source.slice(reader.position, end);
      if (text.includes(']]>')) reader.fail('"]]>" is not allowed in text');
      node.text += text;
      reader.position = end;
    }
  }
}

function xmlDeclaration(reader: Reader): void {
  if (!reader.startsWith('<?xml')) return;
  const after = reader.source.charAt(reader.position + 5);
  if (!whitespace.test(after) && after !== '?') return;
  const end = reader.source.indexOf('?>', reader.position);
  if (end === -1) reader.fail('Unterminated XML declaration');
  const declaration = reader.source.slice(reader.position, end);
  if (!/^<\?xml\s+version\s*=\s*(["'])1\.[0-9]+\1/.test(declaration)) {
    reader.fail('The XML declaration must start with version="1.x"');
  }
  reader.position = end + 2;
}

/** The document's root element; throws TwimlSyntaxError when the text is not well-formed XML. */
export function parseTwiml(source: string): TwimlElement {
  const reader = new Reader(source.startsWith(byteOrderMark) ? source.slice(1) : source);
  xmlDeclaration(reader);
  skipMisc(reader);
  if (reader.done) reader.fail('The document is empty');
  if (reader.startsWith('<?')) reader.fail('The XML declaration must come first');
  if (reader.startsWith('<!')) reader.fail('DOCTYPE and other declarations are not allowed');
  if (!reader.startsWith('<')) reader.fail('Expected the root element');
  const root = element(reader);
  skipMisc(reader);
  if (!reader.done) reader.fail('Nothing may follow the root element');
  return root;
}

/** Text as a listener hears it: runs of whitespace (indentation, line breaks) become one space. */
export function spokenText(node: TwimlElement): string {
  return node.text.replace(/\s+/g, ' ').trim();
}
