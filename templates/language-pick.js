// The not-found page of a site in two languages, on a host that answers every missing address
// with the one 404.html (GitHub Pages, S3, generic): that page is the first language's, and
// carries the other language's whole page in a <template> (templates/base.html). At an address
// of the other language (/fr/...), this puts that page in place before anything is painted or
// hydrated; without JavaScript the first language's page stays, with its link to the other home.
// A file, not an inline script: the security policy allows scripts from the site only.
(function () {
  var other = document.getElementById('language-pick-page');
  if (!other || location.pathname.indexOf(other.getAttribute('data-prefix')) !== 0) return;
  document.documentElement.lang = other.getAttribute('data-lang');
  document.title = other.getAttribute('data-title');
  document.body.replaceChildren(other.content);
})();
