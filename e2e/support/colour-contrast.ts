import type { Locator } from '@playwright/test';

/**
 * The contrast ratio (WCAG 2.1) of an element's text against the background it is drawn on: its own
 * background colour, or the first ancestor's that is not transparent (white at the top). A class
 * missing from the stylesheet leaves white badge text on the page's white: 1:1.
 */
export async function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([red = 0, green = 0, blue = 0]: number[]) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    };
    let background = [255, 255, 255];
    for (let current: Element | null = node; current; current = current.parentElement) {
      const values = channels(getComputedStyle(current).backgroundColor);
      if (values.length === 3 || (values.length === 4 && values[3] === 1)) {
        background = values.slice(0, 3);
        break;
      }
    }
    const text = luminance(channels(getComputedStyle(node).color));
    const back = luminance(background);
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
}
