// The play table under htmx: a refused move (400) or a stale one (409) still shows the
// table as it stands, with the reason (htmx leaves error responses out by default).
document.addEventListener("htmx:beforeSwap", function (event) {
  var status = event.detail.xhr && event.detail.xhr.status;
  if (status === 409) {
    event.detail.shouldSwap = true;
    event.detail.isError = false;
  }
});
