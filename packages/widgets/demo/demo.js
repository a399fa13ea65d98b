// How a partner reacts to a sign-up (analytics, a thank-you note, ...).
document.addEventListener('robomarket:waitlist-joined', (event) => {
  const note = document.getElementById('joined-note');
  note.hidden = false;
  note.dataset.email = event.detail.email;
});
