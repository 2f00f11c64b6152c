// The reader page's only script: turns the stacked pages into one-at-a-time reading (buttons, keys, swipe, URL hash).
// Without it the page still reads, every page one under another; it is inline and pinned by hash in the page's CSP.
import { createHash } from 'node:crypto';

export const READER_SCRIPT = `(function () {
  var d = document, root = d.documentElement;
  var book = d.getElementById('book'), nav = d.getElementById('controls');
  var prev = d.getElementById('previous'), next = d.getElementById('next'), shown = d.getElementById('indicator');
  var pages = Array.prototype.slice.call(d.querySelectorAll('#book > .page'));
  var n = pages.length, at = -1;
  if (!n || !book || !nav || !prev || !next || !shown) return;

  function fromHash() {
    var m = /^#(?:page-)?(\\d+)$/.exec(location.hash);
    return m ? Math.min(Math.max(parseInt(m[1], 10), 1), n) - 1 : 0;
  }
  function show(i, remember) {
    i = Math.max(0, Math.min(n - 1, i));
    if (i !== at) {
      book.setAttribute('data-turn', i > at ? 'forward' : 'back');
      for (var k = 0; k < n; k++) pages[k].hidden = k !== i;
      pages[i].scrollTop = 0;
      at = i;
    }
    shown.textContent = (i + 1) + ' / ' + n;
    prev.setAttribute('aria-disabled', String(i === 0));
    next.setAttribute('aria-disabled', String(i === n - 1));
    var hash = '#page-' + (i + 1);
    if (remember && location.hash !== hash) {
      // Replacing keeps Back for leaving the book rather than stepping through every page turned.
      try { history.replaceState(null, '', hash); } catch (e) { location.hash = hash; }
    }
  }
  function go(i) { show(i, true); }

  prev.addEventListener('click', function () { go(at - 1); });
  next.addEventListener('click', function () { go(at + 1); });
  window.addEventListener('hashchange', function () { show(fromHash(), false); });
  d.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    var key = e.key, onButton = e.target && e.target.tagName === 'BUTTON';
    var space = key === ' ' || key === 'Spacebar';
    if (key === 'ArrowRight' || key === 'PageDown' || (space && !e.shiftKey && !onButton)) go(at + 1);
    else if (key === 'ArrowLeft' || key === 'PageUp' || (space && e.shiftKey && !onButton)) go(at - 1);
    else if (key === 'Home') go(0);
    else if (key === 'End') go(n - 1);
    else return;
    e.preventDefault();
  });

  var startX = null, startY = 0;
  book.addEventListener('touchstart', function (e) {
    if (e.touches.length !== 1) { startX = null; return; }
    startX = e.touches[0].clientX; startY = e.touches[0].clientY;
  }, { passive: true });
  // A sideways drag belongs to the book: left to the browser, a drag to the right would be taken as Back.
  book.addEventListener('touchmove', function (e) {
    if (startX === null || e.touches.length !== 1) return;
    var dx = e.touches[0].clientX - startX, dy = e.touches[0].clientY - startY;
    if (e.cancelable && Math.abs(dx) > Math.abs(dy)) e.preventDefault();
  }, { passive: false });
  book.addEventListener('touchend', function (e) {
    if (startX === null || !e.changedTouches.length) return;
    var dx = e.changedTouches[0].clientX - startX, dy = e.changedTouches[0].clientY - startY;
    startX = null;
    // A swipe is mostly sideways and long enough not to be a tap or a scroll of the text.
    if (Math.abs(dx) >= 40 && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? at + 1 : at - 1);
  }, { passive: true });
  book.addEventListener('touchcancel', function () { startX = null; }, { passive: true });

  root.className += ' js';
  nav.hidden = false;
  show(fromHash(), false);
})();`;

/** CSP source for exactly this script, so no other inline script can run. */
export const READER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(READER_SCRIPT, 'utf8').digest('base64')}'`;
