// The reader page's stylesheet: stacked pages by default, one page filling the screen once the script runs;
// picture over text in portrait, side by side in landscape; type sized by the reader's age; system fonts only.

// System fonts first, then CJK faces per language (the same character is drawn differently in Japanese, Chinese and
// Korean, so each language names its own faces first).
const LATIN = `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial`;
const JAPANESE = `"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans CJK JP", "Noto Sans JP"`;
const CHINESE = `"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei UI", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC"`;
const KOREAN = `"Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", "Noto Sans KR", "Nanum Gothic"`;

export const READER_STYLE = `
:root {
  color-scheme: light dark;
  --paper: #fdf8ee; --ink: #1f1a14; --soft-ink: #4a4037; --rule: #e4d9c6;
  --button: #3a2c20; --button-ink: #ffffff; --focus: #b4530a;
  --font: ${LATIN}, ${JAPANESE}, ${CHINESE}, ${KOREAN}, sans-serif;
  --text: 1.25rem; --nav: 4.25rem;
}
:root:lang(ja) { --font: ${LATIN}, ${JAPANESE}, sans-serif; }
:root:lang(zh) { --font: ${LATIN}, ${CHINESE}, sans-serif; }
:root:lang(ko) { --font: ${LATIN}, ${KOREAN}, sans-serif; }
@media (prefers-color-scheme: dark) {
  :root { --paper: #1c1814; --ink: #f4ece0; --soft-ink: #d6cabb; --rule: #3b332b; --button: #f4ece0; --button-ink: #1c1814; --focus: #ffb066; }
}
.age-0-3 { --text: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem); }
.age-4-7 { --text: clamp(1.25rem, 1rem + 1vw, 1.75rem); }
.age-8-12 { --text: clamp(1.0625rem, 0.95rem + 0.5vw, 1.375rem); }
*, *::before, *::after { box-sizing: border-box; }
html, body { overscroll-behavior-x: none; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0; background: var(--paper); color: var(--ink);
  font-family: var(--font); font-size: var(--text); line-height: 1.55;
}
:lang(ja) body, :lang(zh) body, :lang(ko) body { line-height: 1.75; line-break: strict; }
:lang(ko) body { word-break: keep-all; }
h1, h2, p { margin: 0; }
h1 { font-size: 1.6em; line-height: 1.2; }
h2 { font-size: 1.2em; line-height: 1.3; }
.words { padding: 1.25rem 1.25rem 2rem; max-width: 38em; overflow-wrap: anywhere; hyphens: auto; }
.words > * + * { margin-top: 0.8em; }
.cover .words { text-align: center; margin: 0 auto; }
.summary { color: var(--soft-ink); }
.picture { margin: 0; }
.picture img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: contain; }
.book { max-width: 72rem; margin: 0 auto; }
.page { display: flex; flex-direction: column; border-bottom: 2px solid var(--rule); }
.page:last-child { border-bottom: 0; }
.page.text-only { min-height: 50vh; }
/* Auto margins centre the text yet leave its top reachable when it is longer than the screen. */
.page.text-only .words { margin: auto; text-align: center; }

@media (orientation: landscape) and (min-width: 40rem) {
  .page { display: grid; grid-template-columns: minmax(0, 7fr) minmax(0, 4fr); gap: 1rem 2.5rem; align-items: center; padding: 2rem; }
  .page.text-only { display: flex; }
  .words { padding: 0; }
  .cover .words { text-align: start; }
  .picture img { border-radius: 0.75rem; }
}

.controls {
  display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  min-height: var(--nav); padding: 0.5rem max(1rem, env(safe-area-inset-right)) calc(0.5rem + env(safe-area-inset-bottom)) max(1rem, env(safe-area-inset-left));
  border-top: 2px solid var(--rule); background: var(--paper);
}
.controls[hidden], .page[hidden] { display: none; }
.controls button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 3.25rem; height: 3.25rem; padding: 0; border: 0; border-radius: 50%;
  background: var(--button); color: var(--button-ink); font: inherit; font-size: 1.6rem; line-height: 1; cursor: pointer;
  touch-action: manipulation;
}
.controls button[aria-disabled="true"] { opacity: 0.3; cursor: default; }
.controls button:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
.indicator { font-size: 1.125rem; font-variant-numeric: tabular-nums; color: var(--soft-ink); }

/* One page at a time: the page fills what the controls leave and scrolls its own text when it is long. */
.js, .js body { height: 100%; }
.js body { display: flex; flex-direction: column; height: 100vh; height: 100dvh; overflow: hidden; }
.js .book { flex: 1 1 auto; min-height: 0; width: 100%; max-width: none; overflow: hidden; touch-action: pan-y; }
.js .page { height: 100%; overflow-y: auto; overscroll-behavior: contain; border: 0; }
/* A long page scrolls, so the keyboard can focus it: the ring sits inside the page, where nothing clips it. */
.js .page:focus { outline: none; }
.js .page:focus-visible { outline: 3px solid var(--focus); outline-offset: -3px; }
.js .page.text-only { min-height: 0; }
.js .picture img { max-height: 62vh; max-height: 62dvh; }
@media (orientation: landscape) and (min-width: 40rem) {
  .js .page { max-width: 96rem; margin: 0 auto; }
  /* On a wide screen the buttons stay near the page rather than in the screen's far corners. */
  .controls { padding-inline: max(1rem, calc((100% - 96rem) / 2 + 2rem)); }
  /* The picture takes the page's full height (less its padding), however tall the controls turn out. */
  .js .page { grid-template-rows: minmax(0, 1fr); }
  .js .picture { height: 100%; min-height: 0; display: flex; align-items: center; }
  .js .picture img { max-height: 100%; }
}
.js .page:not([hidden]) { animation: reader-turn 0.28s ease-out; }
.js .book[data-turn="back"] .page:not([hidden]) { animation-name: reader-turn-back; }
@keyframes reader-turn { from { opacity: 0; transform: translateX(1.5rem); } to { opacity: 1; transform: none; } }
@keyframes reader-turn-back { from { opacity: 0; transform: translateX(-1.5rem); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) {
  .js .page:not([hidden]) { animation: none; }
}
@media print {
  .js, .js body { height: auto; overflow: visible; display: block; }
  .controls { display: none !important; }
  .page[hidden] { display: flex !important; }
  .page { break-after: page; height: auto !important; overflow: visible !important; }
}
`;
