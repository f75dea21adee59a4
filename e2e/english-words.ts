import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Page } from '@playwright/test';
import { catalogDirs } from '../scripts/i18n-catalogs';

/**
 * English left on a page in Russian (issue 29): the words of the console's English catalogs that no
 * Russian message uses (so not CVSS, URL, SCA, Argus…), looked for in the page's visible text and its
 * elements' accessible names once the data the page shows (names, purls) is taken out.
 */

/** The text of a message without its ICU: placeholders and plural keys out, every branch's words in. */
function messageText(compiled: CompiledMessage): string {
  if (typeof compiled === 'string') return compiled;
  return compiled
    .flatMap((token) => {
      if (typeof token === 'string') return token;
      const options = (token as [string, string?, Record<string, CompiledMessage>?])[2];
      return options
        ? Object.values(options).map((branch) =>
            typeof branch === 'string' || Array.isArray(branch) ? messageText(branch as CompiledMessage) : '',
          )
        : '';
    })
    .join(' ');
}

const wordsOf = (text: string) => (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).map((w) => w.toLowerCase());

function catalogWords(language: 'en' | 'ru'): Set<string> {
  const words = new Set<string>();
  for (const dir of catalogDirs(join(process.cwd(), 'src/app'))) {
    const catalog = JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Record<string, string>;
    for (const message of Object.values(catalog)) {
      for (const word of wordsOf(messageText(compileMessageOrThrow(message)))) words.add(word);
    }
  }
  return words;
}

/** Words of the English catalogs that the Russian ones never use. */
export function englishOnlyWords(): Set<string> {
  const russian = catalogWords('ru');
  return new Set([...catalogWords('en')].filter((word) => !russian.has(word)));
}

/**
 * What the page says: its title, the text a reader sees, and the accessible names and descriptions
 * set as attributes on its visible elements (aria-label, title, alt, placeholder…).
 */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt'];
    const texts = [document.title, document.body.innerText];
    for (const element of document.body.querySelectorAll('*')) {
      // What is not rendered, or is hidden from assistive technology, is neither seen nor heard.
      const shown = element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"]');
      if (!shown || ![...attributes, 'placeholder'].some((name) => element.hasAttribute(name))) continue;
      for (const name of [...attributes, 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Each English word found in `texts` once `data` (strings the page shows as they are stored) is taken out, in context. */
export function englishIn(texts: string[], data: string[], english: Set<string>): string[] {
  const found = new Map<string, string>();
  const longestFirst = [...new Set(data.filter(Boolean))].sort((a, b) => b.length - a.length);
  for (const text of texts) {
    let rest = text;
    for (const value of longestFirst) rest = rest.split(value).join(' ');
    for (const line of rest.split(/\n+/)) {
      for (const word of wordsOf(line)) if (english.has(word) && !found.has(word)) found.set(word, line.trim());
    }
  }
  return [...found].map(([word, line]) => `${word}: ${line}`);
}
