import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromotionDescription } from './PromotionDescription';
import { renderPromotionMarkup } from './render-promotion-markup';

describe('renderPromotionMarkup', () => {
  it('turns ## and ### into headings below the modal title', () => {
    expect(renderPromotionMarkup('## How to claim\n### Step one')).toBe(
      '<h3>How to claim</h3><h4>Step one</h4>',
    );
  });

  it('renders **bold** inside text, headings and list items', () => {
    expect(renderPromotionMarkup('Get **100%** bonus')).toBe(
      '<p>Get <strong>100%</strong> bonus</p>',
    );
    expect(renderPromotionMarkup('- up to **Rp 1.000.000**')).toBe(
      '<ul><li>up to <strong>Rp 1.000.000</strong></li></ul>',
    );
  });

  it('groups consecutive bullet lines into one list and numbered lines into an ordered list', () => {
    expect(renderPromotionMarkup('- Slots\n* Casino\n• Sports')).toBe(
      '<ul><li>Slots</li><li>Casino</li><li>Sports</li></ul>',
    );
    expect(renderPromotionMarkup('1. Register\n2. Deposit')).toBe(
      '<ol><li>Register</li><li>Deposit</li></ol>',
    );
  });

  it('keeps the number a list starts from', () => {
    expect(renderPromotionMarkup('3. Claim')).toBe('<ol start="3"><li>Claim</li></ol>');
  });

  it('keeps single line breaks inside a paragraph and splits paragraphs on blank lines', () => {
    expect(renderPromotionMarkup('Line one\nLine two\n\nNext')).toBe(
      '<p>Line one<br>Line two</p><p>Next</p>',
    );
  });

  it('returns nothing for an empty description', () => {
    expect(renderPromotionMarkup('')).toBe('');
    expect(renderPromotionMarkup(undefined)).toBe('');
  });
});

describe('PromotionDescription XSS', () => {
  it('shows an <img onerror> payload as text and never creates the element', () => {
    const payload = '<img src=x onerror="window.__xss = true">';
    const { container } = render(<PromotionDescription markup={`Hello ${payload}`} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(`Hello ${payload}`);
    expect((window as unknown as { __xss?: boolean }).__xss).toBeUndefined();
  });

  it('shows a <script> payload as text inside a heading, list and bold', () => {
    const script = '<script>alert(1)</script>';
    const { container } = render(
      <PromotionDescription markup={`## ${script}\n- **${script}**\n1. ${script}`} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('h3')?.textContent).toBe(script);
    expect(container.querySelector('ul strong')?.textContent).toBe(script);
    expect(container.querySelector('ol li')?.textContent).toBe(script);
  });

  it('does not let markup smuggle attributes into generated tags', () => {
    const { container } = render(<PromotionDescription markup={'**" onmouseover="alert(1)**'} />);
    const strong = container.querySelector('strong');
    expect(strong?.getAttributeNames()).toEqual([]);
    expect(strong?.textContent).toBe('" onmouseover="alert(1)');
  });
});
