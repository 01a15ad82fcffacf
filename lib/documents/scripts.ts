/**
 * The documents' only script (lib/documents/render.tsx), a few lines for what a plain page cannot
 * do by itself. Everything it touches works, or is absent, without it:
 *  - `button[data-copy]` ('PIX copia e cola'): hidden in the HTML and shown here where a clipboard
 *    is, so a phone without one (an http page, a denied permission) sees only the code's field, to
 *    copy by hand;
 *  - `button[data-pending]` (a form's submit): on submit it says its pending words and a second
 *    tap does not post the form again; back through the browser's cache it is ready again;
 *  - `input[data-idempotency]` (a create form's key, lib/idempotency-key.ts): a fresh one per
 *    visit, which a prerendered page cannot carry (without it the server draws one per post);
 *  - `a[data-focus]` (a link to a form's section): after the jump, the cursor in its first field,
 *    so keyboard and screen-reader users land where they are sent.
 * Plain ES2017 for the oldest phone a customer may have; it is sent as is.
 */
export const DOCUMENT_SCRIPT = `(function () {
  if (navigator.clipboard) {
    document.querySelectorAll("button[data-copy]").forEach(function (button) {
      var label = button.querySelector("[aria-live]");
      button.hidden = false;
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(button.getAttribute("data-copy")).then(function () {
          label.textContent = button.getAttribute("data-copied");
        });
      });
    });
  }
  document.querySelectorAll("input[data-idempotency]").forEach(function (input) {
    if (window.crypto && crypto.randomUUID) input.value = crypto.randomUUID();
  });
  document.querySelectorAll("a[data-focus]").forEach(function (link) {
    link.addEventListener("click", function () {
      var field = document.getElementById(link.getAttribute("data-focus"));
      if (field) setTimeout(function () { field.focus({ preventScroll: true }); });
    });
  });
  document.querySelectorAll("button[data-pending]").forEach(function (button) {
    var form = button.form;
    var idle = button.innerHTML;
    var sent = false;
    if (!form) return;
    form.addEventListener("submit", function (event) {
      if (sent) return event.preventDefault();
      sent = true;
      button.setAttribute("aria-disabled", "true");
      button.textContent = button.getAttribute("data-pending");
    });
    window.addEventListener("pageshow", function (event) {
      if (!event.persisted) return;
      sent = false;
      button.removeAttribute("aria-disabled");
      button.innerHTML = idle;
    });
  });
})();`;
