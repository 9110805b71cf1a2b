// Drill forms answered in place with htmx: show the 400 explanation too (htmx leaves error
// responses out by default), and move focus to the verdict or the error after a swap so
// keyboard and screen-reader users land on what just changed.
document.addEventListener("htmx:beforeSwap", function (event) {
  if (event.detail.xhr && event.detail.xhr.status === 400) {
    event.detail.shouldSwap = true;
    event.detail.isError = false;
  }
});
document.addEventListener("htmx:afterSettle", function (event) {
  var region = event.detail.elt && event.detail.elt.isConnected ? event.detail.elt : document;
  var target = region.querySelector("[data-autofocus]") || document.querySelector("[data-autofocus]");
  if (target) {
    target.focus();
  }
});
