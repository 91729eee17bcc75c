// Buttons marked data-print print the page (no inline script: the site's CSP forbids it).
document.querySelectorAll("[data-print]").forEach(function (button) {
  button.addEventListener("click", function () { window.print(); });
});
