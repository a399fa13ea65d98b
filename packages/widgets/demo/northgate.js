// Northgate's own page script, loaded as a file so that the page runs under a CSP without inline scripts.

// The menu folds behind a button on phones; without this script every link stays visible.
document.documentElement.classList.add('js');
const toggle = document.querySelector('.nav-toggle');
const nav = document.getElementById('site-nav');
if (toggle && nav) {
  toggle.hidden = false;
  const setOpen = (open) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  nav.addEventListener('click', (event) => {
    if (event.target instanceof HTMLAnchorElement) setOpen(false);
  });
}

// How a partner reacts to a sign-up (analytics, a thank-you note, ...): the widget's documented event.
document.addEventListener('robomarket:waitlist-joined', (event) => {
  const note = document.getElementById('joined-note');
  if (!note) return;
  note.hidden = false;
  note.dataset.email = event.detail.email;
});
