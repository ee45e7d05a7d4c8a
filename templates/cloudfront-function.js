// CloudFront Function (viewer request, runtime cloudfront-js-2.0) for {{ site.base_url }}.
// Written by sitegen for host: s3 from the site's redirects (see sitegen's deploy guide, "S3 + CloudFront").
// - the site's redirects, as 301s, with or without a trailing slash;
// - /about -> 301 /about/ (the address every link, canonical and sitemap entry uses);
// - /about/ -> the object about/index.html (a private bucket has no index documents).
// Anything else goes to the bucket as asked; a missing object answers 403, which the
// distribution's custom error response turns into /404.html with status 404.
var REDIRECTS = {{ redirects|tojson }};

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var bare = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  if (Object.prototype.hasOwnProperty.call(REDIRECTS, bare)) {
    return moved(REDIRECTS[bare], request.querystring);
  }
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
    return request;
  }
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    return moved(uri + '/', request.querystring);
  }
  return request;
}

function moved(location, querystring) {
  var query = [];
  for (var name in querystring) {
    var q = querystring[name];
    var values = q.multiValue ? q.multiValue : [q];
    for (var i = 0; i < values.length; i++) {
      query.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: query.length ? location + '?' + query.join('&') : location } },
  };
}
