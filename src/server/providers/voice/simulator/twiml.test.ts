// The TwiML reader of the call player: what well-formed TwiML gives, and the malformed answers
// it refuses with a position rather than guessing.
import { describe, expect, it } from 'vitest';
import { parseTwiml, spokenText, TwimlSyntaxError } from './twiml.ts';

const declaration = '<?xml version="1.0" encoding="UTF-8"?>';

describe('parseTwiml', () => {
  it('reads a document with a declaration, nested elements, attributes and text', () => {
    const root = parseTwiml(
      `${declaration}\n<Response>\n  <Gather action="/next?step=2" numDigits='4' timeout="5">\n` +
        `    <Say voice="Polly.Joanna">Enter the extension,\n then pound.</Say>\n  </Gather>\n` +
        `  <Hangup/>\n</Response>\n`,
    );
    expect(root.name).toBe('Response');
    expect(root.children.map((child) => child.name)).toEqual(['Gather', 'Hangup']);
    const gather = root.children[0];
    expect(gather?.attributes).toEqual({ action: '/next?step=2', numDigits: '4', timeout: '5' });
    const say = gather?.children[0];
    expect(say).toMatchObject({ name: 'Say', attributes: { voice: 'Polly.Joanna' } });
    expect(say && spokenText(say)).toBe('Enter the extension, then pound.');
    expect(root.children[1]).toEqual({ name: 'Hangup', attributes: {}, children: [], text: '' });
  });

  it('works without a declaration, and skips comments and surrounding whitespace', () => {
    const root = parseTwiml('  <!-- the menu --><Response><Say>Hi</Say><!-- end --></Response>\n');
    expect(root.children).toHaveLength(1);
    expect(root.children[0]?.text).toBe('Hi');
  });

  it('decodes the five named entities and numeric references in text and attributes', () => {
    const root = parseTwiml(
      '<Response><Say>Tom &amp; Jerry say &quot;hi&quot; &lt;3 &gt; &apos;bye&apos; ' +
        '&#233;t&#xE9; &#x1F52E;</Say><Redirect method="POST">/a?x=1&amp;y=&#50;</Redirect>' +
        '<Play note=\'it&apos;s "quoted"\'>/a.mp3</Play></Response>',
    );
    expect(root.children[0]?.text).toBe('Tom & Jerry say "hi" <3 > \'bye\' été 🔮');
    expect(root.children[1]?.text).toBe('/a?x=1&y=2');
    expect(root.children[2]?.attributes['note']).toBe('it\'s "quoted"');
  });

  it('accepts a byte-order mark before the declaration', () => {
    expect(parseTwiml(`\uFEFF${declaration}<Response/>`).name).toBe('Response');
  });

  it.each([
    ['', /empty/],
    ['Hello', /root element/],
    ['<Response>', /never closed/],
    ['<Response></Reply>', /<\/Reply> closes <Response>/],
    ['<Response><Say>a</Response>', /<\/Response> closes <Say>/],
    ['<Response/><Response/>', /Nothing may follow/],
    ['<Response>a & b</Response>', /entity/],
    ['<Response>&nbsp;</Response>', /Unknown entity "&nbsp;"/],
    ['<Response>&#0;</Response>', /not a character XML allows/],
    ['<Response a="1" a="2"/>', /appears twice/],
    ['<Response a=1/>', /quoted attribute value/],
    ['<Response a="x<y"/>', /"<" is not allowed/],
    ['<Response a="1"b="2"/>', /Expected whitespace/],
    ['<Response a="1', /Unterminated attribute value/],
    ['<Response><![CDATA[x]]></Response>', /CDATA/],
    ['<!DOCTYPE x><Response/>', /DOCTYPE/],
    [`<Response/>${declaration}`, /Nothing may follow/],
    [`${declaration}${declaration}<Response/>`, /declaration must come first/],
    ['<?xml encoding="UTF-8"?><Response/>', /version/],
    ['<Response><!-- a -- b --></Response>', /"--"/],
    ['<Response><!-- open</Response>', /Unterminated comment/],
    ['<1Response/>', /element name/],
    ['{"twiml": false}', /root element/],
  ])('refuses %j', (source, message) => {
    expect(() => parseTwiml(source)).toThrow(TwimlSyntaxError);
    expect(() => parseTwiml(source)).toThrow(message);
  });

  it('says where the mistake is', () => {
    try {
      parseTwiml('<Response>\n  <Say>Hi</Sey>\n</Response>');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TwimlSyntaxError);
      expect(error).toMatchObject({ line: 2, column: 10 });
      expect((error as Error).message).toBe('</Sey> closes <Say> (line 2, column 10)');
    }
  });
});
