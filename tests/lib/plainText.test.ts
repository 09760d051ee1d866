import { htmlToText, textToHtml } from '../../src/lib/plainText';

describe('a description typed as text, stored as HTML', () => {
  it('escapes markup and keeps line breaks', () => {
    expect(textToHtml('Boxed, <b>never</b> opened & "sealed"\nTwo lines')).toBe(
      'Boxed, &lt;b&gt;never&lt;/b&gt; opened &amp; &quot;sealed&quot;<br>Two lines',
    );
  });
  it('reads back what it wrote, and the text of other HTML', () => {
    const typed = "It's <fine> & new\nLine two";
    expect(htmlToText(textToHtml(typed))).toBe(typed);
    expect(htmlToText('<p>First</p><p>Second &amp; last</p>')).toBe('First\nSecond & last');
  });
});
