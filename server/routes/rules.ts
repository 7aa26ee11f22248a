// GET /media/rules/{lang}/{section}: the sport betting rules documents of docs/product.md#routes-sport-terms Sport
// terms, one per language (docs/product.md#constants-locales: en, ru, fr, ht) and section (1–7, 8.01–8.29, 9–12). The
// reference server has no legal texts: it serves a short generated demo page, so the menu's links open something real.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../http/errors';

export const RULES_LANGUAGES = ['en', 'ru', 'fr', 'ht'] as const;
type RulesLanguage = (typeof RULES_LANGUAGES)[number];

/** 1–7, 8.01–8.29, 9–12. */
const SECTION = /^(?:[1-7]|8\.(?:0[1-9]|1\d|2\d)|9|1[0-2])$/;

const TEXTS: Record<RulesLanguage, { title: string; section: string; body: string; demo: string }> = {
  en: {
    title: 'Sport betting rules',
    section: 'Section',
    body: 'This section sets out the rules that apply to bets placed with Bèl Chans.',
    demo: 'Demonstration document of the reference server.',
  },
  ru: {
    title: 'Правила спортивных ставок',
    section: 'Раздел',
    body: 'В этом разделе изложены правила, действующие для ставок, сделанных в Bèl Chans.',
    demo: 'Демонстрационный документ эталонного сервера.',
  },
  fr: {
    title: 'Règles des paris sportifs',
    section: 'Section',
    body: 'Cette section présente les règles applicables aux paris placés chez Bèl Chans.',
    demo: 'Document de démonstration du serveur de référence.',
  },
  ht: {
    title: 'Règ paryaj espò',
    section: 'Seksyon',
    body: 'Seksyon sa a bay règ ki aplike pou paryaj ou fè ak Bèl Chans.',
    demo: 'Dokiman demonstrasyon sèvè referans lan.',
  },
};

const isRulesLanguage = (lang: string): lang is RulesLanguage => (RULES_LANGUAGES as readonly string[]).includes(lang);

export function rulesDocument(lang: RulesLanguage, section: string): string {
  const text = TEXTS[lang];
  const heading = `${text.title} · ${text.section} ${section}`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}small{color:#5b5b66}</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${text.body}</p>
<p><small>${text.demo}</small></p>
</main>
</body>
</html>
`;
}

export function rulesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/media/rules/:lang/:section', (c) => {
    const lang = c.req.param('lang');
    const section = c.req.param('section');
    if (!isRulesLanguage(lang) || !SECTION.test(section)) throw notFound();
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(rulesDocument(lang, section));
  });
  return app;
}
