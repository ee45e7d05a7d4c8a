"use strict";
(() => {
  var __defProp = Object.defineProperty;
  var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
  var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);

  // node_modules/preact/dist/preact.module.js
  var n;
  var l;
  var u;
  var t;
  var i;
  var r;
  var o;
  var e;
  var f;
  var c;
  var a;
  var s;
  var h;
  var p;
  var v;
  var y;
  var d = {};
  var w = [];
  var _ = /acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;
  var g = Array.isArray;
  function m(n2, l4) {
    for (var u5 in l4) n2[u5] = l4[u5];
    return n2;
  }
  function b(n2) {
    n2 && n2.parentNode && n2.parentNode.removeChild(n2);
  }
  function k(l4, u5, t3) {
    var i4, r3, o4, e3 = {};
    for (o4 in u5) "key" == o4 ? i4 = u5[o4] : "ref" == o4 ? r3 = u5[o4] : e3[o4] = u5[o4];
    if (arguments.length > 2 && (e3.children = arguments.length > 3 ? n.call(arguments, 2) : t3), "function" == typeof l4 && null != l4.defaultProps) for (o4 in l4.defaultProps) void 0 === e3[o4] && (e3[o4] = l4.defaultProps[o4]);
    return x(l4, e3, i4, r3, null);
  }
  function x(n2, t3, i4, r3, o4) {
    var e3 = { type: n2, props: t3, key: i4, ref: r3, __k: null, __: null, __b: 0, __e: null, __c: null, constructor: void 0, __v: null == o4 ? ++u : o4, __i: -1, __u: 0 };
    return null == o4 && null != l.vnode && l.vnode(e3), e3;
  }
  function S(n2) {
    return n2.children;
  }
  function C(n2, l4) {
    this.props = n2, this.context = l4;
  }
  function $(n2, l4) {
    if (null == l4) return n2.__ ? $(n2.__, n2.__i + 1) : null;
    for (var u5; l4 < n2.__k.length; l4++) if (null != (u5 = n2.__k[l4]) && null != u5.__e) return u5.__e;
    return "function" == typeof n2.type ? $(n2) : null;
  }
  function I(n2) {
    if (n2.__P && n2.__d) {
      var u5 = n2.__v, t3 = u5.__e, i4 = [], r3 = [], o4 = m({}, u5);
      o4.__v = u5.__v + 1, l.vnode && l.vnode(o4), q(n2.__P, o4, u5, n2.__n, n2.__P.namespaceURI, 32 & u5.__u ? [t3] : null, i4, null == t3 ? $(u5) : t3, !!(32 & u5.__u), r3), o4.__v = u5.__v, o4.__.__k[o4.__i] = o4, D(i4, o4, r3), u5.__e = u5.__ = null, o4.__e != t3 && P(o4);
    }
  }
  function P(n2) {
    if (null != (n2 = n2.__) && null != n2.__c) return n2.__e = n2.__c.base = null, n2.__k.some(function(l4) {
      if (null != l4 && null != l4.__e) return n2.__e = n2.__c.base = l4.__e;
    }), P(n2);
  }
  function A(n2) {
    (!n2.__d && (n2.__d = true) && i.push(n2) && !H.__r++ || r != l.debounceRendering) && ((r = l.debounceRendering) || o)(H);
  }
  function H() {
    try {
      for (var n2, l4 = 1; i.length; ) i.length > l4 && i.sort(e), n2 = i.shift(), l4 = i.length, I(n2);
    } finally {
      i.length = H.__r = 0;
    }
  }
  function L(n2, l4, u5, t3, i4, r3, o4, e3, f5, c4, a4) {
    var s4, h4, p4, v4, y4, _4, g5 = t3 && t3.__k || w, m4 = l4.length;
    for (f5 = T(u5, l4, g5, f5, m4), s4 = 0; s4 < m4; s4++) null != (p4 = u5.__k[s4]) && (h4 = -1 != p4.__i && g5[p4.__i] || d, p4.__i = s4, _4 = q(n2, p4, h4, i4, r3, o4, e3, f5, c4, a4), v4 = p4.__e, p4.ref && h4.ref != p4.ref && (h4.ref && J(h4.ref, null, p4), a4.push(p4.ref, p4.__c || v4, p4)), null == y4 && null != v4 && (y4 = v4), 4 & p4.__u ? (f5 = j(p4, f5, n2), h4.__e && (h4.__e = null)) : "function" == typeof p4.type && void 0 !== _4 ? f5 = _4 : v4 && (f5 = v4.nextSibling), p4.__u &= -7);
    return u5.__e = y4, f5;
  }
  function T(n2, l4, u5, t3, i4) {
    var r3, o4, e3, f5, c4, a4 = u5.length, s4 = a4, h4 = 0;
    for (n2.__k = new Array(i4), r3 = 0; r3 < i4; r3++) null != (o4 = l4[r3]) && "boolean" != typeof o4 && "function" != typeof o4 ? ("string" == typeof o4 || "number" == typeof o4 || "bigint" == typeof o4 || o4.constructor == String ? o4 = n2.__k[r3] = x(null, o4, null, null, null) : g(o4) ? o4 = n2.__k[r3] = x(S, { children: o4 }, null, null, null) : void 0 === o4.constructor && o4.__b > 0 ? o4 = n2.__k[r3] = x(o4.type, o4.props, o4.key, o4.ref ? o4.ref : null, o4.__v) : n2.__k[r3] = o4, f5 = r3 + h4, o4.__ = n2, o4.__b = n2.__b + 1, e3 = null, -1 != (c4 = o4.__i = O(o4, u5, f5, s4)) && (s4--, (e3 = u5[c4]) && (e3.__u |= 2)), null == e3 || null == e3.__v ? (-1 == c4 && (i4 > a4 ? h4-- : i4 < a4 && h4++), "function" != typeof o4.type && (o4.__u |= 4)) : c4 != f5 && (c4 == f5 - 1 ? h4-- : c4 == f5 + 1 ? h4++ : (c4 > f5 ? h4-- : h4++, o4.__u |= 4))) : n2.__k[r3] = null;
    if (s4) for (r3 = 0; r3 < a4; r3++) null != (e3 = u5[r3]) && 0 == (2 & e3.__u) && (e3.__e == t3 && (t3 = $(e3)), K(e3, e3));
    return t3;
  }
  function j(n2, l4, u5) {
    var t3, i4;
    if ("function" == typeof n2.type) {
      for (t3 = n2.__k, i4 = 0; t3 && i4 < t3.length; i4++) t3[i4] && (t3[i4].__ = n2, l4 = j(t3[i4], l4, u5));
      return l4;
    }
    n2.__e != l4 && (l4 && n2.type && !l4.parentNode && (l4 = $(n2)), l4 = u5.insertBefore(n2.__e, l4 || null));
    do {
      l4 = l4 && l4.nextSibling;
    } while (null != l4 && 8 == l4.nodeType);
    return l4;
  }
  function F(n2, l4) {
    return l4 = l4 || [], null == n2 || "boolean" == typeof n2 || (g(n2) ? n2.some(function(n3) {
      F(n3, l4);
    }) : l4.push(n2)), l4;
  }
  function O(n2, l4, u5, t3) {
    var i4, r3, o4, e3 = n2.key, f5 = n2.type, c4 = l4[u5], a4 = null != c4 && 0 == (2 & c4.__u);
    if (null === c4 && null == e3 || a4 && e3 == c4.key && f5 == c4.type) return u5;
    if (t3 > (a4 ? 1 : 0)) {
      for (i4 = u5 - 1, r3 = u5 + 1; i4 >= 0 || r3 < l4.length; ) if (null != (c4 = l4[o4 = i4 >= 0 ? i4-- : r3++]) && 0 == (2 & c4.__u) && e3 == c4.key && f5 == c4.type) return o4;
    }
    return -1;
  }
  function z(n2, l4, u5) {
    "-" == l4[0] ? n2.setProperty(l4, null == u5 ? "" : u5) : n2[l4] = null == u5 ? "" : "number" != typeof u5 || _.test(l4) ? u5 : u5 + "px";
  }
  function N(n2, l4, u5, t3, i4) {
    var r3, o4;
    n: if ("style" == l4) if ("string" == typeof u5) n2.style.cssText = u5;
    else {
      if ("string" == typeof t3 && (n2.style.cssText = t3 = ""), t3) for (l4 in t3) u5 && l4 in u5 || z(n2.style, l4, "");
      if (u5) for (l4 in u5) t3 && u5[l4] == t3[l4] || z(n2.style, l4, u5[l4]);
    }
    else if ("o" == l4[0] && "n" == l4[1]) r3 = l4 != (l4 = l4.replace(s, "$1")), o4 = l4.toLowerCase(), l4 = o4 in n2 || "onFocusOut" == l4 || "onFocusIn" == l4 ? o4.slice(2) : l4.slice(2), n2.l || (n2.l = {}), n2.l[l4 + r3] = u5, u5 ? t3 ? u5[a] = t3[a] : (u5[a] = h, n2.addEventListener(l4, r3 ? v : p, r3)) : n2.removeEventListener(l4, r3 ? v : p, r3);
    else {
      if ("http://www.w3.org/2000/svg" == i4) l4 = l4.replace(/xlink(H|:h)/, "h").replace(/sName$/, "s");
      else if ("width" != l4 && "height" != l4 && "href" != l4 && "list" != l4 && "form" != l4 && "tabIndex" != l4 && "download" != l4 && "rowSpan" != l4 && "colSpan" != l4 && "role" != l4 && "popover" != l4 && l4 in n2) try {
        n2[l4] = null == u5 ? "" : u5;
        break n;
      } catch (n3) {
      }
      "function" == typeof u5 || (null == u5 || false === u5 && "-" != l4[4] ? n2.removeAttribute(l4) : n2.setAttribute(l4, "popover" == l4 && 1 == u5 ? "" : u5));
    }
  }
  function V(n2) {
    return function(u5) {
      if (this.l) {
        var t3 = this.l[u5.type + n2];
        if (null == u5[c]) u5[c] = h++;
        else if (u5[c] < t3[a]) return;
        return t3(l.event ? l.event(u5) : u5);
      }
    };
  }
  function q(n2, u5, t3, i4, r3, o4, e3, f5, c4, a4) {
    var s4, h4, p4, v4, y4, d4, _4, k4, x4, M4, I3, P5, A4, H4, T5, j5, F4 = u5.type;
    if (void 0 !== u5.constructor) return null;
    128 & t3.__u && (c4 = !!(32 & t3.__u), o4 = [f5 = u5.__e = t3.__e]), (s4 = l.__b) && s4(u5);
    n: if ("function" == typeof F4) {
      h4 = e3.length;
      try {
        if (x4 = u5.props, M4 = F4.prototype && F4.prototype.render, I3 = (s4 = F4.contextType) && i4[s4.__c], P5 = s4 ? I3 ? I3.props.value : s4.__ : i4, t3.__c ? k4 = (p4 = u5.__c = t3.__c).__ = p4.__E : (M4 ? u5.__c = p4 = new F4(x4, P5) : (u5.__c = p4 = new C(x4, P5), p4.constructor = F4, p4.render = Q), I3 && I3.sub(p4), p4.state || (p4.state = {}), p4.__n = i4, v4 = p4.__d = true, p4.__h = [], p4._sb = []), M4 && null == p4.__s && (p4.__s = p4.state), M4 && null != F4.getDerivedStateFromProps && (p4.__s == p4.state && (p4.__s = m({}, p4.__s)), m(p4.__s, F4.getDerivedStateFromProps(x4, p4.__s))), y4 = p4.props, d4 = p4.state, p4.__v = u5, v4) M4 && null == F4.getDerivedStateFromProps && null != p4.componentWillMount && p4.componentWillMount(), M4 && null != p4.componentDidMount && p4.__h.push(p4.componentDidMount);
        else {
          if (M4 && null == F4.getDerivedStateFromProps && x4 !== y4 && null != p4.componentWillReceiveProps && p4.componentWillReceiveProps(x4, P5), u5.__v == t3.__v || !p4.__e && null != p4.shouldComponentUpdate && false === p4.shouldComponentUpdate(x4, p4.__s, P5)) {
            u5.__v != t3.__v && (p4.props = x4, p4.state = p4.__s, p4.__d = false), u5.__e = t3.__e, u5.__k = t3.__k, u5.__k.some(function(n3) {
              n3 && (n3.__ = u5);
            }), w.push.apply(p4.__h, p4._sb), p4._sb = [], p4.__h.length && e3.push(p4), f5 = $(t3);
            break n;
          }
          null != p4.componentWillUpdate && p4.componentWillUpdate(x4, p4.__s, P5), M4 && null != p4.componentDidUpdate && p4.__h.push(function() {
            p4.componentDidUpdate(y4, d4, _4);
          });
        }
        if (p4.context = P5, p4.props = x4, p4.__P = n2, p4.__e = false, A4 = l.__r, H4 = 0, M4) p4.state = p4.__s, p4.__d = false, A4 && A4(u5), s4 = p4.render(p4.props, p4.state, p4.context), w.push.apply(p4.__h, p4._sb), p4._sb = [];
        else do {
          p4.__d = false, A4 && A4(u5), s4 = p4.render(p4.props, p4.state, p4.context), p4.state = p4.__s;
        } while (p4.__d && ++H4 < 25);
        p4.state = p4.__s, null != p4.getChildContext && (i4 = m(m({}, i4), p4.getChildContext())), M4 && !v4 && null != p4.getSnapshotBeforeUpdate && (_4 = p4.getSnapshotBeforeUpdate(y4, d4)), T5 = null != s4 && s4.type === S && null == s4.key ? E(s4.props.children) : s4, f5 = L(n2, g(T5) ? T5 : [T5], u5, t3, i4, r3, o4, e3, f5, c4, a4), p4.base = u5.__e, u5.__u &= -161, p4.__h.length && e3.push(p4), k4 && (p4.__E = p4.__ = null);
      } catch (n3) {
        if (e3.length = h4, u5.__v = null, c4 || null != o4) {
          if (n3.then) {
            for (u5.__u |= c4 ? 160 : 128; f5 && 8 == f5.nodeType && f5.nextSibling; ) f5 = f5.nextSibling;
            null != o4 && (o4[o4.indexOf(f5)] = null), u5.__e = f5;
          } else if (null != o4) for (j5 = o4.length; j5--; ) b(o4[j5]);
        } else u5.__e = t3.__e;
        null == u5.__k && (u5.__k = t3.__k || []), n3.then || B(u5), l.__e(n3, u5, t3);
      }
    } else null == o4 && u5.__v == t3.__v ? (u5.__k = t3.__k, u5.__e = t3.__e) : f5 = u5.__e = G(t3.__e, u5, t3, i4, r3, o4, e3, c4, a4);
    return (s4 = l.diffed) && s4(u5), 128 & u5.__u ? void 0 : f5;
  }
  function B(n2) {
    n2 && (n2.__c && (n2.__c.__e = true), n2.__k && n2.__k.some(B));
  }
  function D(n2, u5, t3) {
    for (var i4 = 0; i4 < t3.length; i4++) J(t3[i4], t3[++i4], t3[++i4]);
    l.__c && l.__c(u5, n2), n2.some(function(u6) {
      try {
        n2 = u6.__h, u6.__h = [], n2.some(function(n3) {
          n3.call(u6);
        });
      } catch (n3) {
        l.__e(n3, u6.__v);
      }
    });
  }
  function E(n2) {
    return "object" != typeof n2 || null == n2 || n2.__b > 0 ? n2 : g(n2) ? n2.map(E) : void 0 !== n2.constructor ? null : m({}, n2);
  }
  function G(u5, t3, i4, r3, o4, e3, f5, c4, a4) {
    var s4, h4, p4, v4, y4, w4, _4, m4 = i4.props || d, k4 = t3.props, x4 = t3.type;
    if ("svg" == x4 ? o4 = "http://www.w3.org/2000/svg" : "math" == x4 ? o4 = "http://www.w3.org/1998/Math/MathML" : o4 || (o4 = "http://www.w3.org/1999/xhtml"), null != e3) {
      for (s4 = 0; s4 < e3.length; s4++) if ((y4 = e3[s4]) && "setAttribute" in y4 == !!x4 && (x4 ? y4.localName == x4 : 3 == y4.nodeType)) {
        u5 = y4, e3[s4] = null;
        break;
      }
    }
    if (null == u5) {
      if (null == x4) return document.createTextNode(k4);
      u5 = document.createElementNS(o4, x4, k4.is && k4), c4 && (l.__m && l.__m(t3, e3), c4 = false), e3 = null;
    }
    if (null == x4) m4 === k4 || c4 && u5.data == k4 || (u5.data = k4);
    else {
      if (e3 = "textarea" == x4 && null != k4.defaultValue ? null : e3 && n.call(u5.childNodes), !c4 && null != e3) for (m4 = {}, s4 = 0; s4 < u5.attributes.length; s4++) m4[(y4 = u5.attributes[s4]).name] = y4.value;
      for (s4 in m4) y4 = m4[s4], "dangerouslySetInnerHTML" == s4 ? p4 = y4 : "children" == s4 || s4 in k4 || "value" == s4 && "defaultValue" in k4 || "checked" == s4 && "defaultChecked" in k4 || N(u5, s4, null, y4, o4);
      for (s4 in k4) y4 = k4[s4], "children" == s4 ? v4 = y4 : "dangerouslySetInnerHTML" == s4 ? h4 = y4 : "value" == s4 ? w4 = y4 : "checked" == s4 ? _4 = y4 : c4 && "function" != typeof y4 || m4[s4] === y4 || N(u5, s4, y4, m4[s4], o4);
      if (h4) c4 || p4 && (h4.__html == p4.__html || h4.__html == u5.innerHTML) || (u5.innerHTML = h4.__html), t3.__k = [];
      else if (p4 && (u5.innerHTML = ""), L("template" == t3.type ? u5.content : u5, g(v4) ? v4 : [v4], t3, i4, r3, "foreignObject" == x4 ? "http://www.w3.org/1999/xhtml" : o4, e3, f5, e3 ? e3[0] : i4.__k && $(i4, 0), c4, a4), null != e3) for (s4 = e3.length; s4--; ) b(e3[s4]);
      c4 && "textarea" != x4 || (s4 = "value", "progress" == x4 && null == w4 ? u5.removeAttribute("value") : null != w4 && (w4 !== u5[s4] || "progress" == x4 && !w4 || "option" == x4 && w4 != m4[s4]) && N(u5, s4, w4, m4[s4], o4), s4 = "checked", null != _4 && _4 != u5[s4] && N(u5, s4, _4, m4[s4], o4));
    }
    return u5;
  }
  function J(n2, u5, t3) {
    try {
      if ("function" == typeof n2) {
        var i4 = "function" == typeof n2.__u;
        i4 && n2.__u(), i4 && null == u5 || (n2.__u = n2(u5));
      } else n2.current = u5;
    } catch (n3) {
      l.__e(n3, t3);
    }
  }
  function K(n2, u5, t3) {
    var i4, r3;
    if (l.unmount && l.unmount(n2), (i4 = n2.ref) && (i4.current && i4.current != n2.__e || J(i4, null, u5)), null != (i4 = n2.__c)) {
      if (i4.componentWillUnmount) try {
        i4.componentWillUnmount();
      } catch (n3) {
        l.__e(n3, u5);
      }
      i4.base = i4.__P = i4.__n = null;
    }
    if (i4 = n2.__k) for (r3 = 0; r3 < i4.length; r3++) i4[r3] && K(i4[r3], u5, t3 || "function" != typeof n2.type);
    t3 || b(n2.__e), n2.__c = n2.__ = n2.__e = void 0;
  }
  function Q(n2, l4, u5) {
    return this.constructor(n2, u5);
  }
  function X(n2) {
    function l4(n3) {
      var u5, t3;
      return this.getChildContext || (u5 = /* @__PURE__ */ new Set(), (t3 = {})[l4.__c] = this, this.getChildContext = function() {
        return t3;
      }, this.componentWillUnmount = function() {
        u5 = null;
      }, this.shouldComponentUpdate = function(n4) {
        this.props.value != n4.value && u5.forEach(function(n5) {
          n5.__e = true, A(n5);
        });
      }, this.sub = function(n4) {
        u5.add(n4);
        var l5 = n4.componentWillUnmount;
        n4.componentWillUnmount = function() {
          u5 && u5.delete(n4), l5 && l5.call(n4);
        };
      }), n3.children;
    }
    return l4.__c = "__cC" + y++, l4.__ = n2, l4.Provider = l4.__l = (l4.Consumer = function(n3, l5) {
      return n3.children(l5);
    }).contextType = l4, l4;
  }
  n = w.slice, l = { __e: function(n2, l4, u5, t3) {
    for (var i4, r3, o4; l4 = l4.__; ) if ((i4 = l4.__c) && !i4.__) try {
      if ((r3 = i4.constructor) && null != r3.getDerivedStateFromError && (i4.setState(r3.getDerivedStateFromError(n2)), o4 = i4.__d), null != i4.componentDidCatch && (i4.componentDidCatch(n2, t3 || {}), o4 = i4.__d), o4) return i4.__E = i4;
    } catch (l5) {
      n2 = l5;
    }
    throw n2;
  } }, u = 0, t = function(n2) {
    return null != n2 && void 0 === n2.constructor;
  }, C.prototype.setState = function(n2, l4) {
    var u5;
    u5 = null != this.__s && this.__s != this.state ? this.__s : this.__s = m({}, this.state), "function" == typeof n2 && (n2 = n2(m({}, u5), this.props)), n2 && m(u5, n2), null != n2 && this.__v && (l4 && this._sb.push(l4), A(this));
  }, C.prototype.forceUpdate = function(n2) {
    this.__v && (this.__e = true, n2 && this.__h.push(n2), A(this));
  }, C.prototype.render = S, i = [], o = "function" == typeof Promise ? Promise.prototype.then.bind(Promise.resolve()) : setTimeout, e = function(n2, l4) {
    return n2.__v.__b - l4.__v.__b;
  }, H.__r = 0, f = Math.random().toString(8), c = "__d" + f, a = "__a" + f, s = /(PointerCapture)$|Capture$/i, h = 0, p = V(false), v = V(true), y = 0;

  // node_modules/preact-render-to-string/dist/index.module.js
  var o2 = "__s";
  var i2 = "__c";
  var a2 = "__k";
  var u2 = "__d";
  var c2 = "__s";
  var f2 = /[\s\n\\/='"\0<>]/;
  var s2 = /^(xlink|xmlns|xml)([A-Z])/;
  var l2 = /^(?:accessK|auto[A-Z]|cell|ch|col|cont|cross|dateT|encT|form[A-Z]|frame|hrefL|inputM|maxL|minL|noV|playsI|popoverT|readO|rowS|src[A-Z]|tabI|useM|item[A-Z])/;
  var p2 = /^ac|^ali|arabic|basel|cap|clipPath$|clipRule$|color|dominant|enable|fill|flood|font|glyph[^R]|horiz|image|letter|lighting|marker[^WUH]|overline|panose|pointe|paint|rendering|shape|stop|strikethrough|stroke|text[^L]|transform|underline|unicode|units|^v[^i]|^w|^xH/;
  var h2 = /* @__PURE__ */ new Set(["draggable", "spellcheck"]);
  function d2(e3) {
    void 0 !== e3.__g ? e3.__g |= 8 : e3[u2] = true;
  }
  function v2(e3) {
    void 0 !== e3.__g ? e3.__g &= -9 : e3[u2] = false;
  }
  function m2(e3) {
    return void 0 !== e3.__g ? !!(8 & e3.__g) : true === e3[u2];
  }
  var y2 = /["&<]/;
  function _2(e3) {
    if (0 === e3.length || false === y2.test(e3)) return e3;
    for (var t3 = 0, n2 = 0, r3 = "", o4 = ""; n2 < e3.length; n2++) {
      switch (e3.charCodeAt(n2)) {
        case 34:
          o4 = "&quot;";
          break;
        case 38:
          o4 = "&amp;";
          break;
        case 60:
          o4 = "&lt;";
          break;
        default:
          continue;
      }
      n2 !== t3 && (r3 += e3.slice(t3, n2)), r3 += o4, t3 = n2 + 1;
    }
    return n2 !== t3 && (r3 += e3.slice(t3, n2)), r3;
  }
  var g2 = {};
  var k2 = /* @__PURE__ */ new Set(["animation-iteration-count", "border-image-outset", "border-image-slice", "border-image-width", "box-flex", "box-flex-group", "box-ordinal-group", "column-count", "fill-opacity", "flex", "flex-grow", "flex-negative", "flex-order", "flex-positive", "flex-shrink", "flood-opacity", "font-weight", "grid-column", "grid-row", "line-clamp", "line-height", "opacity", "order", "orphans", "stop-opacity", "stroke-dasharray", "stroke-dashoffset", "stroke-miterlimit", "stroke-opacity", "stroke-width", "tab-size", "widows", "z-index", "zoom"]);
  var b2 = /[A-Z]/g;
  function x2(e3) {
    var t3 = "";
    for (var n2 in e3) {
      var r3 = e3[n2];
      if (null != r3 && "" !== r3) {
        var o4 = "-" == n2[0] ? n2 : g2[n2] || (g2[n2] = n2.replace(b2, "-$&").toLowerCase()), i4 = ";";
        "number" != typeof r3 || o4.startsWith("--") || k2.has(o4) || (i4 = "px;"), t3 = t3 + o4 + ":" + r3 + i4;
      }
    }
    return t3 || void 0;
  }
  function w2() {
    this.__d = true;
  }
  function H2(e3, t3) {
    return { __v: e3, context: t3, props: e3.props, setState: w2, forceUpdate: w2, __d: true, __h: new Array(0) };
  }
  var T2 = {};
  var j2 = [];
  var P2 = Array.isArray;
  var $2 = Object.assign;
  var U = "";
  var Z = "<!--$s-->";
  var F2 = "<!--/$s-->";
  function M(e3) {
    return "string" == typeof e3 ? Z + e3 + F2 : P2(e3) ? (e3.unshift(Z), e3.push(F2), e3) : e3 && "function" == typeof e3.then ? e3.then(M) : Z + e3 + F2;
  }
  function W() {
    return { beforeDiff: l.__b, afterDiff: l.diffed, renderHook: l.__r, unmountHook: l.unmount, rootHook: l.__, commitHook: l.__c, catchError: l.__e, errorBoundaries: l.errorBoundaries };
  }
  function B2(e3) {
    var t3 = l[o2];
    l[o2] = true;
    try {
      return e3();
    } finally {
      l[o2] = t3;
    }
  }
  function z2(n2, r3, o4) {
    var i4 = W();
    try {
      var u5 = B2(function() {
        var u6, c4 = k(S, null);
        return c4[a2] = [n2], i4.rootHook && i4.rootHook(n2, ((u6 = {})[a2] = c4, u6.nodeType = 1, u6)), q2(n2, r3 || T2, false, void 0, c4, false, o4, i4);
      });
      return P2(u5) ? u5.join(U) : u5;
    } catch (e3) {
      if (e3.then) throw new Error('Use "renderToStringAsync" for suspenseful rendering.');
      throw e3;
    } finally {
      i4.commitHook && B2(function() {
        return i4.commitHook(n2, j2);
      }), j2.length = 0;
    }
  }
  function N2(e3, t3, n2) {
    var r3, o4 = e3.type, a4 = true;
    return e3[i2] ? (a4 = false, (r3 = e3[i2]).state = r3[c2]) : r3 = new o4(e3.props, t3), e3[i2] = r3, r3.__v = e3, r3.props = e3.props, r3.context = t3, d2(r3), null == r3.state && (r3.state = T2), null == r3[c2] && (r3[c2] = r3.state), o4.getDerivedStateFromProps ? r3.state = $2({}, r3.state, o4.getDerivedStateFromProps(r3.props, r3.state)) : a4 && r3.componentWillMount ? (r3.componentWillMount(), r3.state = r3[c2] !== r3.state ? r3[c2] : r3.state) : !a4 && r3.componentWillUpdate && r3.componentWillUpdate(), n2.renderHook && n2.renderHook(e3), r3.render(r3.props, r3.state, t3);
  }
  function q2(e3, n2, o4, u5, y4, g5, k4, b3) {
    if (null == e3 || true === e3 || false === e3 || e3 === U) return U;
    var w4 = typeof e3;
    if ("object" != w4) return "function" == w4 ? U : "string" == w4 ? _2(e3) : e3 + U;
    if (P2(e3)) {
      var C3, D3 = U;
      y4[a2] = e3;
      for (var A4 = e3.length, S2 = 0; S2 < A4; S2++) {
        var E3 = e3[S2];
        if (null != E3 && "boolean" != typeof E3) {
          var L2, j5 = q2(E3, n2, o4, u5, y4, g5, k4, b3);
          "string" == typeof j5 ? D3 += j5 : (C3 || (C3 = new Array(A4)), D3 && C3.push(D3), D3 = U, P2(j5) ? (L2 = C3).push.apply(L2, j5) : C3.push(j5));
        }
      }
      return C3 ? (D3 && C3.push(D3), C3) : D3;
    }
    if (!t(e3)) return U;
    e3.__ = y4, b3.beforeDiff && b3.beforeDiff(e3);
    var Z2 = e3.type, F4 = e3.props;
    if ("function" == typeof Z2) {
      var W4, z4, O3, R2 = n2;
      if (Z2 === S) {
        if ("tpl" in F4) {
          for (var K3, G3 = U, J3 = 0; J3 < F4.tpl.length; J3++) if (G3 += F4.tpl[J3], F4.exprs && J3 < F4.exprs.length) {
            var Q3 = F4.exprs[J3];
            if (null == Q3) continue;
            if ("object" == typeof Q3 && (t(Q3) || P2(Q3))) {
              var X3, Y = q2(Q3, n2, o4, u5, e3, g5, k4, b3);
              "string" == typeof Y ? G3 += Y : (K3 || (K3 = []), G3 && K3.push(G3), G3 = U, P2(Y) ? (X3 = K3).push.apply(X3, Y) : K3.push(Y));
            } else G3 += Q3;
          }
          return K3 ? (G3 && K3.push(G3), K3) : G3;
        }
        if ("UNSTABLE_comment" in F4) return "<!--" + _2(F4.UNSTABLE_comment) + "-->";
        z4 = F4.children;
      } else {
        if (null != (W4 = Z2.contextType)) {
          var ee = n2[W4.__c];
          R2 = ee ? ee.props.value : W4.__;
        }
        var te = Z2.prototype && "function" == typeof Z2.prototype.render;
        if (te) z4 = /**#__NOINLINE__**/
        N2(e3, R2, b3), O3 = e3[i2];
        else {
          e3[i2] = O3 = /**#__NOINLINE__**/
          H2(e3, R2);
          for (var ne = 0; m2(O3) && ne++ < 25; ) {
            v2(O3), b3.renderHook && b3.renderHook(e3);
            try {
              z4 = Z2.call(O3, F4, R2);
            } catch (t3) {
              throw g5 && t3 && "function" == typeof t3.then && (e3._suspended = true), t3;
            }
          }
          d2(O3);
        }
        if (null != O3.getChildContext && (n2 = $2({}, n2, O3.getChildContext())), te && b3.errorBoundaries && (Z2.getDerivedStateFromError || O3.componentDidCatch)) {
          z4 = null != z4 && z4.type === S && null == z4.key && null == z4.props.tpl ? z4.props.children : z4;
          try {
            return q2(z4, n2, o4, u5, e3, g5, false, b3);
          } catch (r3) {
            return Z2.getDerivedStateFromError && (O3[c2] = Z2.getDerivedStateFromError(r3)), O3.componentDidCatch && O3.componentDidCatch(r3, T2), m2(O3) ? (z4 = N2(e3, n2, b3), null != (O3 = e3[i2]).getChildContext && (n2 = $2({}, n2, O3.getChildContext())), q2(z4 = null != z4 && z4.type === S && null == z4.key && null == z4.props.tpl ? z4.props.children : z4, n2, o4, u5, e3, g5, k4, b3)) : U;
          } finally {
            b3.afterDiff && b3.afterDiff(e3), b3.unmountHook && b3.unmountHook(e3);
          }
        }
      }
      z4 = null != z4 && z4.type === S && null == z4.key && null == z4.props.tpl ? z4.props.children : z4;
      try {
        var re = q2(z4, n2, o4, u5, e3, g5, k4, b3);
        return b3.afterDiff && b3.afterDiff(e3), b3.unmountHook && b3.unmountHook(e3), e3._suspended ? M(re) : re;
      } catch (t3) {
        if (!g5 && k4 && k4.onError) {
          var oe = (function t4(r3) {
            return k4.onError(r3, e3, function(e4, r4) {
              try {
                return B2(function() {
                  return q2(e4, n2, o4, u5, r4, g5, k4, b3);
                });
              } catch (e5) {
                return t4(e5);
              }
            });
          })(t3);
          return void 0 !== oe ? oe : (b3.catchError && b3.catchError(t3, e3), U);
        }
        if (!g5) throw t3;
        if (!t3 || "function" != typeof t3.then) throw t3;
        return t3.then(function t4() {
          try {
            var r3 = B2(function() {
              return q2(z4, n2, o4, u5, e3, g5, k4, b3);
            });
            return e3._suspended ? M(r3) : r3;
          } catch (e4) {
            if (!e4 || "function" != typeof e4.then) throw e4;
            return e4.then(t4);
          }
        });
      }
    }
    var ie, ae = "<" + Z2, ue = U;
    for (var ce in F4) {
      var fe = F4[ce];
      if ("function" != typeof (fe = V2(fe) ? fe.value : fe) || "class" === ce || "className" === ce) {
        switch (ce) {
          case "children":
            ie = fe;
            continue;
          case "key":
          case "ref":
          case "__self":
          case "__source":
            continue;
          case "htmlFor":
            if ("for" in F4) continue;
            ce = "for";
            break;
          case "className":
            if ("class" in F4) continue;
            ce = "class";
            break;
          case "defaultChecked":
            ce = "checked";
            break;
          case "defaultSelected":
            ce = "selected";
            break;
          case "defaultValue":
          case "value":
            switch (ce = "value", Z2) {
              case "textarea":
                ie = fe;
                continue;
              case "select":
                u5 = fe;
                continue;
              case "option":
                u5 != fe || "selected" in F4 || (ae += " selected");
            }
            break;
          case "dangerouslySetInnerHTML":
            ue = fe && fe.__html;
            continue;
          case "style":
            "object" == typeof fe && (fe = x2(fe));
            break;
          case "acceptCharset":
            ce = "accept-charset";
            break;
          case "httpEquiv":
            ce = "http-equiv";
            break;
          default:
            if (f2.test(ce)) continue;
            s2.test(ce) ? ce = ce.replace(s2, "$1:$2").toLowerCase() : "-" !== ce[4] && !h2.has(ce) || null == fe ? o4 ? p2.test(ce) && (ce = "panose1" === ce ? "panose-1" : ce.replace(/([A-Z])/g, "-$1").toLowerCase()) : l2.test(ce) && (ce = ce.toLowerCase()) : fe += U;
        }
        null != fe && false !== fe && (ae = true === fe || fe === U ? ae + " " + ce : ae + " " + ce + '="' + _2(fe + U) + '"');
      }
    }
    if (f2.test(Z2)) throw new Error(Z2 + " is not a valid HTML tag name in " + ae + ">");
    if (ue || ("string" == typeof ie ? ue = _2(ie) : null != ie && false !== ie && true !== ie && (ue = q2(ie, n2, "svg" === Z2 || "foreignObject" !== Z2 && o4, u5, e3, g5, k4, b3))), b3.afterDiff && b3.afterDiff(e3), b3.unmountHook && b3.unmountHook(e3), !ue && I2.has(Z2)) return ae + "/>";
    var se = "</" + Z2 + ">", le = ae + ">";
    return P2(ue) ? [le].concat(ue, [se]) : "string" != typeof ue ? [le, ue, se] : le + ue + se;
  }
  var I2 = /* @__PURE__ */ new Set(["area", "base", "br", "col", "command", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr"]);
  function V2(e3) {
    return null !== e3 && "object" == typeof e3 && "function" == typeof e3.peek && "value" in e3;
  }

  // node_modules/preact/hooks/dist/hooks.module.js
  var t2;
  var r2;
  var u3;
  var i3;
  var o3 = 0;
  var f3 = [];
  var c3 = l;
  var e2 = c3.__b;
  var a3 = c3.__r;
  var v3 = c3.diffed;
  var l3 = c3.__c;
  var m3 = c3.unmount;
  var p3 = c3.__;
  function s3(n2, t3) {
    c3.__h && c3.__h(r2, n2, o3 || t3), o3 = 0;
    var u5 = r2.__H || (r2.__H = { __: [], __h: [] });
    return n2 >= u5.__.length && u5.__.push({}), u5.__[n2];
  }
  function d3(n2) {
    return o3 = 1, y3(D2, n2);
  }
  function y3(n2, u5, i4) {
    var o4 = s3(t2++, 2);
    if (o4.t = n2, !o4.__c && (o4.__ = [i4 ? i4(u5) : D2(void 0, u5), function(n3) {
      var t3 = o4.__N ? o4.__N[0] : o4.__[0], r3 = o4.t(t3, n3);
      t3 !== r3 && (o4.__N = [r3, o4.__[1]], o4.__c.setState({}));
    }], o4.__c = r2, !r2.__f)) {
      var f5 = function(n3, t3, r3) {
        if (!o4.__c.__H) return true;
        var u6 = false, i5 = o4.__c.props !== n3;
        if (o4.__c.__H.__.some(function(n4) {
          if (n4.__N) {
            u6 = true;
            var t4 = n4.__[0];
            n4.__ = n4.__N, n4.__N = void 0, t4 !== n4.__[0] && (i5 = true);
          }
        }), c4) {
          var f6 = c4.call(this, n3, t3, r3);
          return u6 ? f6 || i5 : f6;
        }
        return !u6 || i5;
      };
      r2.__f = true;
      var c4 = r2.shouldComponentUpdate, e3 = r2.componentWillUpdate;
      r2.componentWillUpdate = function(n3, t3, r3) {
        if (this.__e) {
          var u6 = c4;
          c4 = void 0, f5(n3, t3, r3), c4 = u6;
        }
        e3 && e3.call(this, n3, t3, r3);
      }, r2.shouldComponentUpdate = f5;
    }
    return o4.__N || o4.__;
  }
  function h3(n2, u5) {
    var i4 = s3(t2++, 3);
    !c3.__s && C2(i4.__H, u5) && (i4.__ = n2, i4.u = u5, r2.__H.__h.push(i4));
  }
  function A2(n2) {
    return o3 = 5, T3(function() {
      return { current: n2 };
    }, []);
  }
  function T3(n2, r3) {
    var u5 = s3(t2++, 7);
    return C2(u5.__H, r3) && (u5.__ = n2(), u5.__H = r3, u5.__h = n2), u5.__;
  }
  function q3(n2, t3) {
    return o3 = 8, T3(function() {
      return n2;
    }, t3);
  }
  function x3(n2) {
    var u5 = r2.context[n2.__c], i4 = s3(t2++, 9);
    return i4.c = n2, u5 ? (null == i4.__ && (i4.__ = true, u5.sub(r2)), u5.props.value) : n2.__;
  }
  function g3() {
    var n2 = s3(t2++, 11);
    if (!n2.__) {
      for (var u5 = r2.__v; null !== u5 && !u5.__m && null !== u5.__; ) u5 = u5.__;
      var i4 = u5.__m || (u5.__m = [0, 0]);
      n2.__ = "P" + i4[0] + "-" + i4[1]++;
    }
    return n2.__;
  }
  function j3() {
    for (var n2; n2 = f3.shift(); ) {
      var t3 = n2.__H;
      if (n2.__P && t3) try {
        t3.__h.some(z3), t3.__h.some(B3), t3.__h = [];
      } catch (r3) {
        t3.__h = [], c3.__e(r3, n2.__v);
      }
    }
  }
  c3.__b = function(n2) {
    r2 = null, e2 && e2(n2);
  }, c3.__ = function(n2, t3) {
    n2 && t3.__k && t3.__k.__m && (n2.__m = t3.__k.__m), p3 && p3(n2, t3);
  }, c3.__r = function(n2) {
    a3 && a3(n2), t2 = 0;
    var i4 = (r2 = n2.__c).__H;
    i4 && (u3 === r2 ? (i4.__h = [], r2.__h = [], i4.__.some(function(n3) {
      n3.__N && (n3.__ = n3.__N), n3.u = n3.__N = void 0;
    })) : (i4.__h.some(z3), i4.__h.some(B3), i4.__h = [], t2 = 0)), u3 = r2;
  }, c3.diffed = function(n2) {
    v3 && v3(n2);
    var t3 = n2.__c;
    t3 && t3.__H && (t3.__H.__h.length && (1 !== f3.push(t3) && i3 === c3.requestAnimationFrame || ((i3 = c3.requestAnimationFrame) || w3)(j3)), t3.__H.__.some(function(n3) {
      n3.u && (n3.__H = n3.u, n3.u = void 0);
    })), u3 = r2 = null;
  }, c3.__c = function(n2, t3) {
    t3.some(function(n3) {
      try {
        n3.__h.some(z3), n3.__h = n3.__h.filter(function(n4) {
          return !n4.__ || B3(n4);
        });
      } catch (r3) {
        t3.some(function(n4) {
          n4.__h && (n4.__h = []);
        }), t3 = [], c3.__e(r3, n3.__v);
      }
    }), l3 && l3(n2, t3);
  }, c3.unmount = function(n2) {
    m3 && m3(n2);
    var t3, r3 = n2.__c;
    r3 && r3.__H && (r3.__H.__.some(function(n3) {
      try {
        z3(n3);
      } catch (n4) {
        t3 = n4;
      }
    }), r3.__H = void 0, t3 && c3.__e(t3, r3.__v));
  };
  var k3 = "function" == typeof requestAnimationFrame;
  function w3(n2) {
    var t3, r3 = function() {
      clearTimeout(u5), k3 && cancelAnimationFrame(t3), setTimeout(n2);
    }, u5 = setTimeout(r3, 35);
    k3 && (t3 = requestAnimationFrame(r3));
  }
  function z3(n2) {
    var t3 = r2, u5 = n2.__c;
    "function" == typeof u5 && (n2.__c = void 0, u5()), r2 = t3;
  }
  function B3(n2) {
    var t3 = r2;
    n2.__c = n2.__(), r2 = t3;
  }
  function C2(n2, t3) {
    return !n2 || n2.length !== t3.length || t3.some(function(t4, r3) {
      return t4 !== n2[r3];
    });
  }
  function D2(n2, t3) {
    return "function" == typeof t3 ? t3(n2) : t3;
  }

  // node_modules/preact/compat/dist/compat.module.js
  function g4(n2, t3) {
    for (var e3 in t3) n2[e3] = t3[e3];
    return n2;
  }
  function E2(n2, t3) {
    for (var e3 in n2) if ("__source" !== e3 && !(e3 in t3)) return true;
    for (var r3 in t3) if ("__source" !== r3 && n2[r3] !== t3[r3]) return true;
    return false;
  }
  function M3(n2, t3) {
    this.props = n2, this.context = t3;
  }
  (M3.prototype = new C()).isPureReactComponent = true, M3.prototype.shouldComponentUpdate = function(n2, t3) {
    return E2(this.props, n2) || E2(this.state, t3);
  };
  var T4 = l.__b;
  l.__b = function(n2) {
    n2.type && n2.type.__f && n2.ref && (n2.props.ref = n2.ref, n2.ref = null), T4 && T4(n2);
  };
  var A3 = "undefined" != typeof Symbol && Symbol.for && /* @__PURE__ */ Symbol.for("react.forward_ref") || 3911;
  var O2 = l.__e;
  l.__e = function(n2, t3, e3, r3) {
    if (n2.then) {
      for (var u5, o4 = t3; o4 = o4.__; ) if ((u5 = o4.__c) && u5.__c) return null == t3.__e && (t3.__e = e3.__e, t3.__k = e3.__k || []), u5.__c(n2, t3);
    }
    O2(n2, t3, e3, r3);
  };
  var U3 = l.unmount;
  function V3(n2, t3, e3) {
    return n2 && (n2.__c && n2.__c.__H && (n2.__c.__H.__.forEach(function(n3) {
      "function" == typeof n3.__c && n3.__c();
    }), n2.__c.__H = null), null != (n2 = g4({}, n2)).__c && (n2.__c.__P === e3 && (n2.__c.__P = t3), n2.__c.__e = true, n2.__c = null), n2.__k = n2.__k && n2.__k.map(function(n3) {
      return V3(n3, t3, e3);
    })), n2;
  }
  function W3(n2, t3, e3) {
    return n2 && e3 && (n2.__v = null, n2.__k = n2.__k && n2.__k.map(function(n3) {
      return W3(n3, t3, e3);
    }), n2.__c && n2.__c.__P === t3 && (n2.__e && e3.appendChild(n2.__e), n2.__c.__e = true, n2.__c.__P = e3)), n2;
  }
  function P4() {
    this.__u = 0, this.o = null, this.__b = null;
  }
  function j4(n2) {
    var t3 = n2.__ && n2.__.__c;
    return t3 && t3.__a && t3.__a(n2);
  }
  function B4() {
    this.i = null, this.l = null;
  }
  l.unmount = function(n2) {
    var t3 = n2.__c;
    t3 && (t3.__z = true), t3 && t3.__R && t3.__R(), t3 && 32 & n2.__u && (n2.type = null), U3 && U3(n2);
  }, (P4.prototype = new C()).__c = function(n2, t3) {
    var e3 = t3.__c, r3 = this;
    null == r3.o && (r3.o = []), r3.o.push(e3);
    var u5 = j4(r3.__v), o4 = false, i4 = function() {
      o4 || r3.__z || (o4 = true, e3.__R = null, u5 ? u5(f5) : f5());
    };
    e3.__R = i4;
    var l4 = e3.__P;
    e3.__P = null;
    var f5 = function() {
      if (!--r3.__u) {
        if (r3.state.__a) {
          var n3 = r3.state.__a;
          r3.__v.__k[0] = W3(n3, n3.__c.__P, n3.__c.__O);
        }
        var t4;
        for (r3.setState({ __a: r3.__b = null }); t4 = r3.o.pop(); ) t4.__P = l4, t4.forceUpdate();
      }
    };
    r3.__u++ || 32 & t3.__u || r3.setState({ __a: r3.__b = r3.__v.__k[0] }), n2.then(i4, i4);
  }, P4.prototype.componentWillUnmount = function() {
    this.o = [];
  }, P4.prototype.render = function(n2, e3) {
    if (this.__b) {
      if (this.__v.__k) {
        var r3 = document.createElement("div"), o4 = this.__v.__k[0].__c;
        this.__v.__k[0] = V3(this.__b, r3, o4.__O = o4.__P);
      }
      this.__b = null;
    }
    var i4 = e3.__a && k(S, null, n2.fallback);
    return i4 && (i4.__u &= -33), [k(S, null, e3.__a ? null : n2.children), i4];
  };
  var H3 = function(n2, t3, e3) {
    if (++e3[1] === e3[0] && n2.l.delete(t3), n2.props.revealOrder && ("t" !== n2.props.revealOrder[0] || !n2.l.size)) for (e3 = n2.i; e3; ) {
      for (; e3.length > 3; ) e3.pop()();
      if (e3[1] < e3[0]) break;
      n2.i = e3 = e3[2];
    }
  };
  (B4.prototype = new C()).__a = function(n2) {
    var t3 = this, e3 = j4(t3.__v), r3 = t3.l.get(n2);
    return r3[0]++, function(u5) {
      var o4 = function() {
        t3.props.revealOrder ? (r3.push(u5), H3(t3, n2, r3)) : u5();
      };
      e3 ? e3(o4) : o4();
    };
  }, B4.prototype.render = function(n2) {
    this.i = null, this.l = /* @__PURE__ */ new Map();
    var t3 = F(n2.children);
    n2.revealOrder && "b" === n2.revealOrder[0] && t3.reverse();
    for (var e3 = t3.length; e3--; ) this.l.set(t3[e3], this.i = [1, 0, this.i]);
    return n2.children;
  }, B4.prototype.componentDidUpdate = B4.prototype.componentDidMount = function() {
    var n2 = this;
    this.l.forEach(function(t3, e3) {
      H3(n2, e3, t3);
    });
  };
  var q4 = "undefined" != typeof Symbol && Symbol.for && /* @__PURE__ */ Symbol.for("react.element") || 60103;
  var G2 = /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
  var J2 = /^on(Ani|Tra|Tou|BeforeInp|Compo)/;
  var K2 = /[A-Z0-9]/g;
  var Q2 = "undefined" != typeof document;
  var X2 = function(n2) {
    return ("undefined" != typeof Symbol && "symbol" == typeof /* @__PURE__ */ Symbol() ? /fil|che|rad/ : /fil|che|ra/).test(n2);
  };
  C.prototype.isReactComponent = true, ["componentWillMount", "componentWillReceiveProps", "componentWillUpdate"].forEach(function(t3) {
    Object.defineProperty(C.prototype, t3, { configurable: true, get: function() {
      return this["UNSAFE_" + t3];
    }, set: function(n2) {
      Object.defineProperty(this, t3, { configurable: true, writable: true, value: n2 });
    } });
  });
  var en = l.event;
  l.event = function(n2) {
    return en && (n2 = en(n2)), n2.persist = function() {
    }, n2.isPropagationStopped = function() {
      return this.cancelBubble;
    }, n2.isDefaultPrevented = function() {
      return this.defaultPrevented;
    }, n2.nativeEvent = n2;
  };
  var rn;
  var un = { configurable: true, get: function() {
    return this.class;
  } };
  var on = l.vnode;
  l.vnode = function(n2) {
    "string" == typeof n2.type && (function(n3) {
      var t3 = n3.props, e3 = n3.type, u5 = {}, o4 = -1 == e3.indexOf("-");
      for (var i4 in t3) {
        var l4 = t3[i4];
        if (!("value" === i4 && "defaultValue" in t3 && null == l4 || Q2 && "children" === i4 && "noscript" === e3 || "class" === i4 || "className" === i4)) {
          var f5 = i4.toLowerCase();
          "defaultValue" === i4 && "value" in t3 && null == t3.value ? i4 = "value" : "download" === i4 && true === l4 ? l4 = "" : "translate" === f5 && "no" === l4 ? l4 = false : "o" === f5[0] && "n" === f5[1] ? "ondoubleclick" === f5 ? i4 = "ondblclick" : "onchange" !== f5 || "input" !== e3 && "textarea" !== e3 || X2(t3.type) ? "onfocus" === f5 ? i4 = "onfocusin" : "onblur" === f5 ? i4 = "onfocusout" : J2.test(i4) && (i4 = f5) : f5 = i4 = "oninput" : o4 && G2.test(i4) ? i4 = i4.replace(K2, "-$&").toLowerCase() : null === l4 && (l4 = void 0), "oninput" === f5 && u5[i4 = f5] && (i4 = "oninputCapture"), u5[i4] = l4;
        }
      }
      "select" == e3 && (u5.multiple && Array.isArray(u5.value) && (u5.value = F(t3.children).forEach(function(n4) {
        n4.props.selected = -1 != u5.value.indexOf(n4.props.value);
      })), null != u5.defaultValue && (u5.value = F(t3.children).forEach(function(n4) {
        n4.props.selected = u5.multiple ? -1 != u5.defaultValue.indexOf(n4.props.value) : u5.defaultValue == n4.props.value;
      }))), t3.class && !t3.className ? (u5.class = t3.class, Object.defineProperty(u5, "className", un)) : t3.className && (u5.class = u5.className = t3.className), n3.props = u5;
    })(n2), n2.$$typeof = q4, on && on(n2);
  };
  var ln = l.__r;
  l.__r = function(n2) {
    ln && ln(n2), rn = n2.__c;
  };
  var fn = l.diffed;
  l.diffed = function(n2) {
    fn && fn(n2);
    var t3 = n2.props, e3 = n2.__e;
    null != e3 && "textarea" === n2.type && "value" in t3 && t3.value !== e3.value && (e3.value = null == t3.value ? "" : t3.value), rn = null;
  };

  // islands/lib/has.ts
  function has(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
  }

  // islands/lib/text.ts
  function fill(template, values) {
    return template.replace(
      /\{(\w+)\}/g,
      (whole, key) => has(values, key) ? String(values[key]) : whole
    );
  }

  // node_modules/preact/jsx-runtime/dist/jsxRuntime.module.js
  var f4 = 0;
  function u4(e3, t3, n2, o4, i4, u5) {
    t3 || (t3 = {});
    var a4, c4, p4 = t3;
    if ("ref" in p4) for (c4 in p4 = {}, t3) "ref" == c4 ? a4 = t3[c4] : p4[c4] = t3[c4];
    var l4 = { type: e3, props: p4, key: n2, ref: a4, __k: null, __: null, __b: 0, __e: null, __c: null, constructor: void 0, __v: --f4, __i: -1, __u: 0, __source: i4, __self: u5 };
    if ("function" == typeof e3 && (a4 = e3.defaultProps)) for (c4 in a4) void 0 === p4[c4] && (p4[c4] = a4[c4]);
    return l.vnode && l.vnode(l4), l4;
  }

  // islands/lib/RotationToggle.tsx
  function RotationToggle({
    paused,
    onToggle,
    labels
  }) {
    return /* @__PURE__ */ u4("button", { type: "button", className: "rotation-toggle", onClick: onToggle, children: paused ? labels.play : labels.pause });
  }

  // islands/lib/useDomId.ts
  var IdPrefix = X("island-");
  function useDomId() {
    return `${x3(IdPrefix)}${g3()}`;
  }

  // islands/lib/useHoverFocus.ts
  function useHoverFocus() {
    const [hovered, setHovered] = d3(false);
    const [focused, setFocused] = d3(false);
    const onBlur = q3((event) => {
      const next = event.relatedTarget;
      if (!next || !event.currentTarget.contains(next)) setFocused(false);
    }, []);
    return {
      active: hovered || focused,
      handlers: {
        onMouseEnter: q3(() => setHovered(true), []),
        onMouseLeave: q3(() => setHovered(false), []),
        onFocus: q3(() => setFocused(true), []),
        onBlur
      }
    };
  }

  // islands/lib/useInterval.ts
  function useInterval(callback, delay) {
    const saved = A2(callback);
    h3(() => {
      saved.current = callback;
    }, [callback]);
    h3(() => {
      if (delay === null || !(delay > 0)) return;
      const id = setInterval(() => saved.current(), delay);
      return () => clearInterval(id);
    }, [delay]);
  }

  // islands/lib/useReducedMotion.ts
  var QUERY = "(prefers-reduced-motion: reduce)";
  function media() {
    return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
  }
  function useReducedMotion() {
    const [reduced, setReduced] = d3(false);
    h3(() => {
      const mql = media();
      if (!mql) return;
      const update = () => setReduced(mql.matches);
      update();
      mql.addEventListener("change", update);
      return () => mql.removeEventListener("change", update);
    }, []);
    return reduced;
  }

  // islands/props.gen.ts
  var ATTRIBUTION_FIELDS = ["landingPage", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "gbraid", "wbraid", "fbclid", "msclkid"];
  var ATTRIBUTION_KEY = "quote-form:attribution";
  var DRAFT_KEY = "quote-form:draft";
  var DRAFT_MAX_AGE_DAYS = 7;

  // islands/lib/attribution.ts
  var CAMPAIGN_PARAMS = ATTRIBUTION_FIELDS.filter(
    (f5) => f5 !== "landingPage" && f5 !== "referrer"
  );
  var MAX_LENGTH = 200;
  function clean(value) {
    return (value ?? "").trim().slice(0, MAX_LENGTH);
  }
  function storage() {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  }
  function readAttribution() {
    const store = storage();
    let raw;
    try {
      raw = JSON.parse(store?.getItem(ATTRIBUTION_KEY) ?? "null");
    } catch {
      raw = null;
    }
    const out = {};
    if (!raw || typeof raw !== "object") return out;
    const saved = raw;
    for (const name of ATTRIBUTION_FIELDS) {
      const value = saved[name];
      if (typeof value === "string" && value) out[name] = clean(value);
    }
    return out;
  }

  // islands/lib/analytics.ts
  var active = null;
  function gtag(..._args) {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(arguments);
  }
  function plausible() {
    if (!window.plausible) {
      const queue = (...args) => {
        (queue.q = queue.q ?? []).push(args);
      };
      window.plausible = queue;
    }
    return window.plausible;
  }
  function trackConversion(kind, details) {
    if (!active) return;
    const name = active.events[kind];
    try {
      if (active.provider === "ga4") {
        if (details) gtag("event", name, details);
        else gtag("event", name);
      } else if (details) plausible()(name, { props: details });
      else plausible()(name);
    } catch {
    }
  }

  // islands/Carousel/Carousel.tsx
  function Carousel({ text: t3, title, intervalMs, items }) {
    const id = useDomId();
    const total = items.length;
    const [index, setIndex] = d3(0);
    const [paused, setPaused] = d3(false);
    const reducedMotion = useReducedMotion();
    const { active: active2, handlers } = useHoverFocus();
    const autoRotating = !paused && !reducedMotion && !active2 && total > 1;
    const go = (step) => setIndex((i4) => (i4 + step + total) % total);
    useInterval(() => go(1), autoRotating ? intervalMs : null);
    return /* @__PURE__ */ u4(
      "section",
      {
        className: "carousel",
        "aria-roledescription": "carousel",
        "aria-labelledby": `${id}title`,
        ...handlers,
        children: [
          /* @__PURE__ */ u4("div", { className: "carousel__header", children: [
            /* @__PURE__ */ u4("h2", { id: `${id}title`, className: "carousel__title", children: title }),
            total > 1 && /* @__PURE__ */ u4("div", { className: "carousel__controls", children: [
              !reducedMotion && /* @__PURE__ */ u4(RotationToggle, { paused, onToggle: () => setPaused((was) => !was), labels: t3 }),
              /* @__PURE__ */ u4(
                "button",
                {
                  type: "button",
                  className: "carousel__button",
                  "aria-controls": `${id}slides`,
                  "aria-label": t3.previous,
                  onClick: () => go(-1),
                  children: /* @__PURE__ */ u4("span", { "aria-hidden": "true", children: "\u2039" })
                }
              ),
              /* @__PURE__ */ u4(
                "button",
                {
                  type: "button",
                  className: "carousel__button",
                  "aria-controls": `${id}slides`,
                  "aria-label": t3.next,
                  onClick: () => go(1),
                  children: /* @__PURE__ */ u4("span", { "aria-hidden": "true", children: "\u203A" })
                }
              )
            ] })
          ] }),
          /* @__PURE__ */ u4(
            "div",
            {
              id: `${id}slides`,
              className: "carousel__slides",
              "aria-live": autoRotating ? "off" : "polite",
              children: items.map((item, i4) => /* @__PURE__ */ u4(
                "div",
                {
                  className: "carousel__slide",
                  role: "group",
                  "aria-roledescription": "slide",
                  "aria-label": fill(t3.slide, { index: i4 + 1, total }),
                  hidden: i4 !== index,
                  children: [
                    /* @__PURE__ */ u4("h3", { className: "carousel__slide-title", children: item.title }),
                    /* @__PURE__ */ u4("p", { className: "carousel__slide-text", children: item.description }),
                    /* @__PURE__ */ u4("a", { className: "carousel__link", href: item.href, children: item.linkText })
                  ]
                },
                item.href + item.title
              ))
            }
          )
        ]
      }
    );
  }

  // islands/CitySearch/CitySearch.tsx
  function fold(text) {
    return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  }
  function forms(name) {
    const short = fold(name).replace(/(^| )saint(e?)(?= |$)/g, "$1st$2");
    return [short, short.replace(/(^| )st(e?)(?= |$)/g, "$1saint$2")];
  }
  function search(needle, cities, places) {
    const folded = fold(needle);
    if (folded === "") return { shown: cities.map(() => []), served: [] };
    const byName = cities.map((city) => forms(city.name).some((form) => form.includes(folded)));
    if (byName.some(Boolean)) return { shown: byName.map((hit) => hit ? [] : null), served: [] };
    const found = places.filter((place) => forms(place.name).some((form) => ` ${form}`.includes(` ${folded}`)));
    return {
      shown: cities.map((city) => {
        const names = found.filter((place) => place.cities.includes(city.slug)).map((place) => place.name);
        return names.length > 0 ? names : null;
      }),
      served: found.filter((place) => place.cities.length === 0).map((place) => place.name)
    };
  }
  function sentence(template, values) {
    return template.split(/(\{\w+\})/).map((part, index) => {
      const name = part.slice(1, -1);
      return /* @__PURE__ */ u4(S, { children: part.startsWith("{") && has(values, name) ? values[name] : part }, index);
    });
  }
  function list(names, and) {
    const last = names.at(-1) ?? "";
    return names.length < 2 ? last : `${names.slice(0, -1).join(", ")} ${and} ${last}`;
  }
  function fewNames(names, t3) {
    return names.length <= 3 ? list(names, t3.and) : list([...names.slice(0, 2), fill(t3.more, { count: names.length - 2 })], t3.and);
  }
  function unbreakable(text) {
    return text.replace(/ /g, "\xA0").replace(/-/g, "\u2011");
  }
  function CitySearch({
    text: t3,
    label,
    placeholder,
    empty,
    hint,
    tags,
    cities,
    places,
    phone,
    quote
  }) {
    const id = useDomId();
    const root = A2(null);
    const [query, setQuery] = d3("");
    const [touched, setTouched] = d3(false);
    const typed = query.trim();
    const { shown, served } = search(typed, cities, places);
    const count = shown.filter((names) => names !== null).length;
    const nothing = typed !== "" && count === 0 && served.length === 0;
    const servedFrom = cities.map((city, index) => {
      const names = shown[index];
      return names && names.length > 0 ? fill(t3.servedFrom, { places: fewNames(names, t3), city: city.name }) : "";
    });
    const links = {
      phone: /* @__PURE__ */ u4("a", { href: phone.href, children: unbreakable(phone.display) }),
      quote: /* @__PURE__ */ u4("a", { href: quote, children: t3.quoteLink })
    };
    const words = { phone: phone.display, quote: t3.quoteLink };
    const servedNames = list(served, t3.and);
    const status = !touched ? "" : nothing ? `${empty} ${fill(t3.maybe, words)}` : [
      ...servedFrom.filter(Boolean).map((line) => `${line}.`),
      served.length > 0 ? fill(t3.served, { ...words, places: servedNames }) : "",
      count > 0 ? fill(count === 1 ? t3.countOne : t3.countMany, { count }) : ""
    ].filter(Boolean).join(" ");
    const openFirst = () => root.current?.querySelector(".city-search__card:not([hidden]) a")?.click();
    return /* @__PURE__ */ u4("div", { className: "city-search", ref: root, children: [
      /* @__PURE__ */ u4("div", { className: "city-search__field", children: [
        /* @__PURE__ */ u4("label", { className: "city-search__label", htmlFor: `${id}q`, children: label }),
        /* @__PURE__ */ u4(
          "input",
          {
            id: `${id}q`,
            className: "city-search__input",
            type: "text",
            inputMode: "search",
            autoComplete: "off",
            placeholder,
            "aria-describedby": `${id}hint`,
            value: query,
            enterKeyHint: "go",
            onChange: (event) => {
              setQuery(event.currentTarget.value);
              setTouched(true);
            },
            onKeyDown: (event) => {
              if (event.key === "Enter" && typed !== "") {
                event.preventDefault();
                openFirst();
              }
            }
          }
        ),
        /* @__PURE__ */ u4("p", { id: `${id}hint`, className: "city-search__hint", children: hint })
      ] }),
      /* @__PURE__ */ u4("p", { className: "visually-hidden", role: "status", "aria-live": "polite", children: status }),
      served.length > 0 && /* @__PURE__ */ u4("p", { className: "city-search__served", children: sentence(t3.served, { ...links, places: servedNames }) }),
      nothing && /* @__PURE__ */ u4("p", { className: "city-search__empty", children: [
        empty,
        " ",
        sentence(t3.maybe, links)
      ] }),
      /* @__PURE__ */ u4("ul", { className: "city-search__grid", children: cities.map((city, index) => /* @__PURE__ */ u4("li", { className: "city-search__card", hidden: shown[index] === null, children: /* @__PURE__ */ u4("a", { className: "city-search__card-link", href: city.href, children: [
        /* @__PURE__ */ u4("picture", { children: [
          city.image.sources.map((source) => /* @__PURE__ */ u4(
            "source",
            {
              type: source.type,
              srcSet: source.srcset,
              sizes: city.image.sizes
            },
            source.type
          )),
          /* @__PURE__ */ u4(
            "img",
            {
              className: "city-search__card-image",
              src: city.image.src,
              srcSet: city.image.srcset,
              sizes: city.image.sizes,
              width: city.image.width,
              height: city.image.height,
              alt: city.image.alt,
              ...city.image.lead ? { fetchpriority: "high" } : { loading: "lazy", decoding: "async" }
            }
          )
        ] }),
        /* @__PURE__ */ u4("span", { className: "city-search__card-body", children: [
          /* @__PURE__ */ u4("span", { className: "city-search__card-name", children: city.name }),
          servedFrom[index] && /* @__PURE__ */ u4("span", { className: "city-search__card-served", children: servedFrom[index] }),
          /* @__PURE__ */ u4("span", { className: "city-search__card-blurb", children: city.blurb }),
          tags && city.tags.length > 0 && /* @__PURE__ */ u4("span", { className: "city-search__card-tags", children: city.tags.join(" \xB7 ") })
        ] })
      ] }) }, city.href)) })
    ] });
  }

  // islands/KeywordGuide/KeywordGuide.tsx
  var GRID_TIERS = [
    ["m", 2],
    ["l", 3],
    ["xl", 4],
    ["xxl", 5]
  ];
  function balancedColumns(count, max) {
    if (count <= 0) return 1;
    const rows = Math.ceil(count / max);
    return Math.ceil(count / rows);
  }
  function gridClass(count) {
    const tiers = GRID_TIERS.map(([tier, max]) => `keyword-guide__grid--${tier}-${balancedColumns(count, max)}`);
    return ["keyword-guide__grid", ...tiers].join(" ");
  }
  function KeywordGuide({ text: t3, title, intro, intervalMs, categories }) {
    const id = useDomId();
    const reducedMotion = useReducedMotion();
    const [paused, setPaused] = d3(false);
    const rotating = !paused && !reducedMotion;
    const rotates = rotating && categories.some((category) => category.sets.length > 1);
    return /* @__PURE__ */ u4("section", { className: "keyword-guide", "aria-labelledby": `${id}title`, children: [
      /* @__PURE__ */ u4("div", { className: "keyword-guide__header", children: [
        /* @__PURE__ */ u4("h2", { id: `${id}title`, className: "keyword-guide__title", children: title }),
        !reducedMotion && /* @__PURE__ */ u4(RotationToggle, { paused, onToggle: () => setPaused((was) => !was), labels: t3 })
      ] }),
      (intro || rotates) && /* @__PURE__ */ u4("p", { className: "keyword-guide__intro", children: [
        intro,
        rotates && /* @__PURE__ */ u4("span", { className: "keyword-guide__rotates", children: [
          " ",
          t3.rotates
        ] })
      ] }),
      /* @__PURE__ */ u4("div", { className: gridClass(categories.length), children: categories.map((category) => /* @__PURE__ */ u4(
        Category,
        {
          category,
          intervalMs: rotating ? intervalMs : null,
          text: t3
        },
        category.title
      )) })
    ] });
  }
  function Category({ category, intervalMs, text }) {
    const id = useDomId();
    const [shown, setShown] = d3(0);
    const { active: active2, handlers } = useHoverFocus();
    const sets = category.sets;
    const next = q3(() => setShown((i4) => (i4 + 1) % Math.max(sets.length, 1)), [sets.length]);
    useInterval(next, active2 || sets.length < 2 ? null : intervalMs);
    return /* @__PURE__ */ u4("div", { className: "keyword-guide__category", ...handlers, children: [
      /* @__PURE__ */ u4("h3", { id: `${id}h`, className: "keyword-guide__category-title", children: category.title }),
      sets.map((items, setIndex) => /* @__PURE__ */ u4(
        "ul",
        {
          id: `${id}s${setIndex}`,
          className: "keyword-guide__list",
          hidden: setIndex !== shown,
          children: items.map((item) => /* @__PURE__ */ u4("li", { children: /* @__PURE__ */ u4("a", { className: "keyword-guide__link", href: item.href, children: [
            item.text,
            item.isNew && /* @__PURE__ */ u4("span", { className: "badge-new", children: text.newBadge })
          ] }) }, item.href + item.text))
        },
        setIndex
      )),
      sets.length > 1 && /* @__PURE__ */ u4(
        "button",
        {
          type: "button",
          className: "keyword-guide__switch",
          "aria-controls": sets.map((_4, i4) => `${id}s${i4}`).join(" "),
          onClick: next,
          children: [
            text.switchSet,
            /* @__PURE__ */ u4("span", { className: "visually-hidden", children: [
              ": ",
              category.title
            ] })
          ]
        }
      )
    ] });
  }

  // islands/Menu/Menu.tsx
  function normalise(path) {
    return path.length > 1 ? path.replace(/\/+$/, "") : path;
  }
  function Menu({ links, text: t3, current, call, phone, quote }) {
    const [open, setOpen] = d3(false);
    const listId = `${useDomId()}menu`;
    const toggleRef = A2(null);
    const here = normalise(current);
    const closeAndRefocus = q3(() => {
      setOpen(false);
      toggleRef.current?.focus();
    }, []);
    h3(() => {
      if (!open) return;
      const onKey = (event) => {
        if (event.key === "Escape") closeAndRefocus();
      };
      document.addEventListener("keydown", onKey);
      return () => document.removeEventListener("keydown", onKey);
    }, [open, closeAndRefocus]);
    return /* @__PURE__ */ u4("nav", { className: "menu", "aria-label": t3.navLabel, "data-open": open ? "" : void 0, children: [
      /* @__PURE__ */ u4(
        "button",
        {
          ref: toggleRef,
          type: "button",
          className: "menu__toggle",
          "aria-expanded": open,
          "aria-controls": listId,
          onClick: () => setOpen((was) => !was),
          children: [
            /* @__PURE__ */ u4("span", { className: "menu__icon", "aria-hidden": "true" }),
            /* @__PURE__ */ u4("span", { className: "menu__toggle-text", children: t3.toggle })
          ]
        }
      ),
      /* @__PURE__ */ u4("div", { id: listId, className: "menu__sheet", children: [
        /* @__PURE__ */ u4("ul", { className: "menu__list", children: links.map((link) => /* @__PURE__ */ u4("li", { className: "menu__item", children: /* @__PURE__ */ u4(
          "a",
          {
            className: "menu__link",
            href: link.href,
            "aria-current": normalise(link.href) === here ? "page" : void 0,
            onClick: () => setOpen(false),
            children: link.label
          }
        ) }, link.href)) }),
        /* @__PURE__ */ u4("p", { className: "menu__actions", children: [
          /* @__PURE__ */ u4("a", { className: "btn btn-secondary menu__call", href: phone.href, children: [
            call,
            " ",
            /* @__PURE__ */ u4("span", { className: "nowrap", children: phone.display })
          ] }),
          /* @__PURE__ */ u4("a", { className: "btn btn-primary menu__quote", href: quote.href, onClick: () => setOpen(false), children: quote.label })
        ] })
      ] }),
      open && /* @__PURE__ */ u4("div", { className: "menu__backdrop", "aria-hidden": "true", onClick: () => setOpen(false) })
    ] });
  }

  // islands/NotFound/NotFound.tsx
  var MESSAGE = "404 Error: User attempted to access non-existent route:";
  function NotFound(_props) {
    h3(() => {
      console.info(MESSAGE, window.location.pathname);
    }, []);
    return null;
  }

  // islands/quote/payload.ts
  function payloadOf(data, context, destination) {
    const payload = {};
    if (destination.kind === "netlify" && destination.formName) payload["form-name"] = destination.formName;
    payload.name = data.name.trim();
    payload.email = data.email.trim();
    payload.phone = data.phone.trim();
    payload.city = data.city;
    payload.serviceType = data.serviceType;
    if (data.propertyType) payload.propertyType = data.propertyType;
    payload.message = data.message.trim();
    payload.page = context.page;
    if (context.service) payload.service = context.service;
    if (context.offer) payload.offer = context.offer;
    if (context.urgent) payload.urgent = "yes";
    if (context.consentAt) {
      payload.consent = "yes";
      payload.consentAt = context.consentAt;
    }
    if (context.suspect) payload.suspect = "yes";
    const attribution = context.attribution ?? {};
    for (const name of ATTRIBUTION_FIELDS) {
      const value = name === "landingPage" ? attribution.landingPage ?? context.page : attribution[name];
      if (value) payload[name] = value;
    }
    return payload;
  }
  function encodePayload(payload, format) {
    if (format === "json") return { body: JSON.stringify(payload), contentType: "application/json" };
    return { body: new URLSearchParams(payload).toString(), contentType: "application/x-www-form-urlencoded" };
  }

  // islands/quote/submit.ts
  var DEFAULT_TIMEOUT_MS = 15e3;
  var SubmitError = class extends Error {
    constructor(kind, message, status) {
      super(message);
      __publicField(this, "kind", kind);
      __publicField(this, "status", status);
      this.name = "SubmitError";
    }
  };
  async function submitQuote(data, options) {
    const { destination, delayMs } = options;
    if (!destination || destination.kind === "demo") {
      return new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    const payload = payloadOf(data, options.context ?? { page: "/" }, destination);
    const { body, contentType } = encodePayload(payload, destination.format);
    const url = destination.kind === "netlify" ? "/" : destination.url ?? "";
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      let response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": contentType, Accept: "application/json" },
          body,
          credentials: destination.kind === "netlify" ? "same-origin" : "omit",
          signal: controller.signal
        });
      } catch (error) {
        if (timedOut) throw new SubmitError("timeout", "the request timed out");
        throw new SubmitError("network", error instanceof Error ? error.message : "network error");
      }
      if (!response.ok) {
        throw new SubmitError("http", await errorText(response), response.status);
      }
      if (destination.kind === "formspree") {
        const answer = await readJson(response);
        if (answer && (answer.ok === false || Array.isArray(answer.errors))) {
          throw new SubmitError("http", describe(answer), response.status);
        }
      }
    } finally {
      clearTimeout(timer);
    }
  }
  async function readJson(response) {
    try {
      const value = await response.json();
      return value && typeof value === "object" ? value : null;
    } catch {
      return null;
    }
  }
  function describe(answer) {
    if (!answer) return "refused";
    if (Array.isArray(answer.errors)) {
      const messages = answer.errors.map((e3) => e3 && typeof e3 === "object" && "message" in e3 ? String(e3.message) : "").filter(Boolean);
      if (messages.length) return messages.join("; ");
    }
    return typeof answer.error === "string" ? answer.error : "refused";
  }
  async function errorText(response) {
    const answer = (response.headers.get("content-type") ?? "").includes("json") ? await readJson(response) : null;
    return answer ? describe(answer) : `HTTP ${response.status}`;
  }

  // islands/quote/draft.ts
  var KEY = DRAFT_KEY;
  var MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1e3;
  var DRAFT_FIELDS = ["name", "email", "phone", "city", "serviceType", "propertyType", "message"];
  function storage2() {
    try {
      return typeof window === "undefined" ? null : window.localStorage;
    } catch {
      return null;
    }
  }
  function loadDraft(lang, now = Date.now()) {
    try {
      const raw = storage2()?.getItem(KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw);
      if (!parsed || typeof parsed !== "object") return null;
      const { values, page, savedAt } = parsed;
      const draftLang = parsed.lang;
      if (!values || typeof values !== "object" || typeof savedAt !== "number" || now - savedAt > MAX_AGE_MS) {
        clearDraft();
        return null;
      }
      if (typeof draftLang !== "string" || draftLang !== lang) return null;
      const clean2 = {};
      for (const field of DRAFT_FIELDS) {
        const value = values[field];
        if (typeof value === "string") clean2[field] = value;
      }
      if (Object.keys(clean2).length === 0) return null;
      return { values: clean2, page: typeof page === "string" ? page : "", lang: draftLang, savedAt };
    } catch {
      return null;
    }
  }
  function saveDraft(values, touched, page, lang, now = Date.now()) {
    const kept = {};
    for (const field of touched) if (values[field].trim() !== "") kept[field] = values[field];
    if (Object.keys(kept).length === 0) {
      clearDraft();
      return;
    }
    try {
      storage2()?.setItem(KEY, JSON.stringify({ values: kept, page, lang, savedAt: now }));
    } catch {
    }
  }
  function clearDraft() {
    try {
      storage2()?.removeItem(KEY);
    } catch {
    }
  }

  // islands/quote/spam.ts
  function isBot(honeypot) {
    return honeypot.trim() !== "";
  }
  function isSuspect(sinceNavigationMs, minFillMs) {
    return sinceNavigationMs < minFillMs;
  }

  // islands/quote/contact.mjs
  var PHONE_PATTERN = " *(?:\\+? *1 *[.\\-]? *)?(?:\\( *[2-9][0-9]{2} *\\)|[2-9][0-9]{2}) *[.\\-]? *[2-9][0-9]{2} *[.\\-]? *[0-9]{4}(?: *,? *(?:[xX#]|[eE][xX][tT]\\.?|[pP][oO][sS][tT][eE]) *[0-9]{1,6})? *";
  var PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, "u");
  function isCallable(phone) {
    return typeof phone === "string" && PHONE.test(phone);
  }
  var EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
  var EMAIL_PATTERN = "[^@ ]+@[^@ ]+\\.[^@ ]+";
  function isEmail(email) {
    return typeof email === "string" && EMAIL.test(email.trim());
  }
  var COMMON_DOMAINS = [
    "gmail.com",
    "hotmail.com",
    "hotmail.ca",
    "outlook.com",
    "outlook.ca",
    "live.com",
    "live.ca",
    "msn.com",
    "yahoo.com",
    "yahoo.ca",
    "icloud.com",
    "shaw.ca",
    "telus.net",
    "sympatico.ca",
    "bell.net",
    "videotron.ca",
    "rogers.com",
    "sasktel.net",
    "eastlink.ca"
  ];
  function distance(a4, b3) {
    const d4 = Array.from({ length: a4.length + 1 }, (_4, i4) => [i4, ...Array(b3.length).fill(0)]);
    for (let j5 = 1; j5 <= b3.length; j5++) d4[0][j5] = j5;
    for (let i4 = 1; i4 <= a4.length; i4++) {
      for (let j5 = 1; j5 <= b3.length; j5++) {
        const cost = a4[i4 - 1] === b3[j5 - 1] ? 0 : 1;
        d4[i4][j5] = Math.min(d4[i4 - 1][j5] + 1, d4[i4][j5 - 1] + 1, d4[i4 - 1][j5 - 1] + cost);
        if (i4 > 1 && j5 > 1 && a4[i4 - 1] === b3[j5 - 2] && a4[i4 - 2] === b3[j5 - 1]) d4[i4][j5] = Math.min(d4[i4][j5], d4[i4 - 2][j5 - 2] + 1);
      }
    }
    return d4[a4.length][b3.length];
  }
  function suggestDomain(email) {
    const at = typeof email === "string" ? email.trim().lastIndexOf("@") : -1;
    if (at < 1) return null;
    const domain = email.trim().slice(at + 1).toLowerCase();
    if (domain.length < 4 || COMMON_DOMAINS.includes(domain)) return null;
    return COMMON_DOMAINS.find((common) => distance(domain, common) === 1) ?? null;
  }

  // islands/quote/navigate.ts
  function navigate(url) {
    window.location.assign(url);
  }

  // islands/QuoteForm/validate.ts
  var REQUIRED_FIELDS = ["name", "email", "phone", "city", "serviceType"];
  function validateField(field, values, text) {
    const value = values[field].trim();
    switch (field) {
      case "name":
        return value ? void 0 : text.errorName;
      case "email":
        if (!value) return text.errorEmail;
        return isEmail(value) ? void 0 : text.errorEmailInvalid;
      case "phone":
        if (!value) return text.errorPhone;
        return isCallable(value) ? void 0 : text.errorPhoneInvalid;
      case "city":
        return value ? void 0 : text.errorCity;
      case "serviceType":
        return value ? void 0 : text.errorServiceType;
    }
  }
  function validate(values, text) {
    const errors = {};
    for (const field of REQUIRED_FIELDS) {
      const message = validateField(field, values, text);
      if (message) errors[field] = message;
    }
    return errors;
  }

  // islands/QuoteForm/Toaster.tsx
  function pushToast(list2, toast, limit) {
    const next = [...list2, toast];
    return next.slice(Math.max(0, next.length - Math.max(limit, 1)));
  }
  function Toaster({ toasts, durationMs, gapPx, label, closeLabel, onDismiss, children }) {
    const listRef = A2(null);
    h3(() => {
      listRef.current?.style.setProperty("--toast-gap", `${gapPx}px`);
    }, [gapPx]);
    return /* @__PURE__ */ u4("section", { className: "toaster", "aria-label": label, children: [
      children,
      /* @__PURE__ */ u4("ol", { ref: listRef, className: "toaster__list", "aria-live": "polite", "aria-relevant": "additions text", children: toasts.map((toast) => /* @__PURE__ */ u4(
        Toast,
        {
          toast,
          durationMs,
          closeLabel,
          onDismiss
        },
        toast.id
      )) })
    ] });
  }
  function Toast({ toast, durationMs, closeLabel, onDismiss }) {
    h3(() => {
      const timer = setTimeout(() => onDismiss(toast.id), durationMs);
      return () => clearTimeout(timer);
    }, [toast.id, durationMs, onDismiss]);
    return /* @__PURE__ */ u4("li", { className: "toast", children: [
      /* @__PURE__ */ u4("div", { className: "toast__body", children: [
        /* @__PURE__ */ u4("p", { className: "toast__title", children: toast.title }),
        /* @__PURE__ */ u4("p", { className: "toast__description", children: toast.description })
      ] }),
      /* @__PURE__ */ u4(
        "button",
        {
          type: "button",
          className: "toast__close",
          "aria-label": closeLabel,
          onClick: () => onDismiss(toast.id),
          children: /* @__PURE__ */ u4("span", { "aria-hidden": "true", children: "\xD7" })
        }
      )
    ] });
  }

  // islands/QuoteForm/text.tsx
  function unbreakable2(text) {
    return text.replace(/ /g, "\xA0").replace(/-/g, "\u2011");
  }
  function failure(template, phone) {
    const [before, after] = template.split("{phone}", 2);
    if (after === void 0) return template;
    return /* @__PURE__ */ u4(S, { children: [
      before,
      /* @__PURE__ */ u4("a", { href: phone.href, children: phone.display }),
      after
    ] });
  }
  function suggestion(template, email, domain, onUse) {
    if (!domain) return null;
    const at = email.trim().lastIndexOf("@");
    const fixed = `${email.trim().slice(0, at + 1)}${domain}`;
    const [before, after] = template.split("{domain}", 2);
    return /* @__PURE__ */ u4("p", { className: "field__hint", role: "status", children: [
      before,
      /* @__PURE__ */ u4("button", { type: "button", className: "field__suggestion", onClick: () => onUse(fixed), children: domain }),
      after ?? ""
    ] });
  }

  // islands/QuoteForm/UrgentPath.tsx
  function UrgentPath({ text: t3, phone, urgent, onToggle }) {
    return /* @__PURE__ */ u4("details", { className: "quote-form__urgent", open: urgent.open, onToggle: (event) => onToggle(event.currentTarget.open), children: [
      /* @__PURE__ */ u4("summary", { className: "quote-form__urgent-question", children: t3.urgentQuestion }),
      /* @__PURE__ */ u4("div", { className: "quote-form__urgent-body", children: [
        /* @__PURE__ */ u4("a", { className: "quote-form__urgent-call", href: phone.href, children: fill(t3.urgentCall, { phone: unbreakable2(phone.display) }) }),
        /* @__PURE__ */ u4("p", { children: fill(t3.urgentPromise, { availability: urgent.availability, dispatch: urgent.dispatch }) }),
        t3.urgentSafety && /* @__PURE__ */ u4("p", { children: t3.urgentSafety }),
        /* @__PURE__ */ u4("p", { children: t3.urgentForm })
      ] })
    ] });
  }

  // islands/QuoteForm/QuoteForm.tsx
  var DRAFT_WORDS = {
    name: "draftName",
    email: "draftEmail",
    phone: "draftPhone",
    city: "draftCity",
    serviceType: "draftServiceType",
    propertyType: "draftPropertyType",
    message: "draftMessage"
  };
  function listOf(items, lang) {
    try {
      return new Intl.ListFormat(lang || void 0, {
        style: "long",
        type: "conjunction"
      }).format(items);
    } catch {
      return items.join(", ");
    }
  }
  function emptyRequest(propertyType) {
    return {
      name: "",
      email: "",
      phone: "",
      city: "",
      serviceType: "",
      message: "",
      propertyType
    };
  }
  var TYPED_FIELDS = [
    "name",
    "email",
    "phone",
    "city",
    "serviceType",
    "message"
  ];
  function inPreview() {
    return typeof document !== "undefined" && document.querySelector('meta[name="sitegen-preview"]') !== null;
  }
  function QuoteForm(props) {
    const {
      heading,
      intro,
      submitLabel,
      submitDelayMs,
      phone,
      cities,
      services,
      propertyTypes,
      presets,
      toast
    } = props;
    const { destination, page, thanksUrl, timeoutMs } = props;
    const { minFillMs, notice } = props;
    const live = destination !== void 0 && destination.kind !== "demo";
    const named = destination?.method !== "get";
    const nameOf = (name) => named ? name : void 0;
    const t3 = { ...props.text, ...props.labels };
    const defaultType = props.defaultPropertyType ?? propertyTypes[0]?.value ?? "residential";
    const id = useDomId();
    const pageCity = cities.some((c4) => c4.value === props.city) ? props.city ?? "" : "";
    const pageService = services.some((s4) => s4.value === props.serviceType) ? props.serviceType ?? "" : "";
    const [values, setValues] = d3(() => ({
      ...emptyRequest(defaultType),
      city: pageCity,
      serviceType: pageService
    }));
    const latest = A2(values);
    latest.current = values;
    const [errors, setErrors] = d3({});
    const [summary, setSummary] = d3("");
    const [submitting, setSubmitting] = d3(false);
    const [failed, setFailed] = d3(false);
    const [preset, setPreset] = d3(null);
    const [toasts, setToasts] = d3([]);
    const [enhanced, setEnhanced] = d3(false);
    const [honeypot, setHoneypot] = d3("");
    const [serviceSlug, setServiceSlug] = d3(void 0);
    const [offer, setOffer] = d3(null);
    const [urgent, setUrgent] = d3(props.urgent?.open ?? false);
    const [consentAt, setConsentAt] = d3(null);
    const [kept, setKept] = d3(null);
    const [emailLeft, setEmailLeft] = d3(false);
    const fields = A2({});
    const toastSeq = A2(0);
    const inFlight = A2(false);
    const touched = A2(/* @__PURE__ */ new Set());
    const fromDraft = A2(false);
    const where = A2({ page: page ?? "", lang: "" });
    const root = A2(null);
    h3(() => {
      where.current = {
        page: page ?? window.location.pathname,
        lang: document.documentElement.lang
      };
      const typed = {};
      for (const name of TYPED_FIELDS) {
        const value = fields.current[name]?.value ?? "";
        if (value !== "" && value !== values[name]) typed[name] = value;
      }
      const checked = root.current?.querySelector(
        'input[type="radio"]:checked'
      );
      if (checked && checked.value !== values.propertyType)
        typed.propertyType = checked.value;
      setEnhanced(true);
      const draft = loadDraft(where.current.lang);
      const restored = {};
      const valid = {
        name: () => true,
        email: () => true,
        phone: () => true,
        message: () => true,
        city: (v4) => cities.some((c4) => c4.value === v4),
        serviceType: (v4) => services.some((s4) => s4.value === v4),
        propertyType: (v4) => propertyTypes.some((p4) => p4.value === v4)
      };
      for (const field2 of DRAFT_FIELDS) {
        const value = draft?.values[field2];
        if (value !== void 0 && value.trim() !== "" && valid[field2](value))
          restored[field2] = value;
      }
      const fromHere = draft?.page === where.current.page;
      const keptFields = DRAFT_FIELDS.filter(
        (f5) => restored[f5] !== void 0 && typed[f5] === void 0
      );
      if (keptFields.length > 0) {
        fromDraft.current = true;
        if (!fromHere && draft) setKept({ page: draft.page, fields: keptFields });
      }
      for (const field2 of Object.keys({ ...restored, ...typed }))
        touched.current.add(field2);
      if (touched.current.size > 0) {
        const next = { ...values, ...restored, ...typed };
        setValues(next);
        saveDraft(next, touched.current, where.current.page, where.current.lang);
      }
      const query = new URLSearchParams(window.location.search);
      if (props.offer && query.get("offer") === props.offer.code)
        setOffer(props.offer);
      const slug = query.get("service");
      const chosen = slug && has(presets, slug) ? presets[slug] : void 0;
      if (!chosen) return;
      setServiceSlug(slug ?? void 0);
      setPreset(chosen);
      if (services.some((s4) => s4.value === chosen.serviceType)) {
        setValues((v4) => ({ ...v4, serviceType: chosen.serviceType }));
      }
    }, []);
    h3(() => {
      const anchor = root.current?.closest("section[id]")?.id;
      if (!anchor) return;
      const target = `#${anchor}`;
      const focusFirst = () => fields.current[REQUIRED_FIELDS[0]]?.focus({ preventScroll: true });
      const onClick = (event) => {
        const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
        if (link?.getAttribute("href") === target) focusFirst();
      };
      const onHash = () => {
        if (window.location.hash === target) focusFirst();
      };
      onHash();
      document.addEventListener("click", onClick);
      window.addEventListener("hashchange", onHash);
      return () => {
        document.removeEventListener("click", onClick);
        window.removeEventListener("hashchange", onHash);
      };
    }, []);
    function keepDraft(current) {
      saveDraft(current, touched.current, where.current.page, where.current.lang);
    }
    function pageValues() {
      return { ...emptyRequest(defaultType), city: pageCity, serviceType: pageService };
    }
    function forgetDraft() {
      clearDraft();
      touched.current.clear();
      fromDraft.current = false;
      setKept(null);
      setErrors({});
      setValues({
        ...pageValues(),
        serviceType: preset?.serviceType ?? pageService
      });
      fields.current[REQUIRED_FIELDS[0]]?.focus();
    }
    const dismiss = q3((toastId) => {
      setToasts((list2) => list2.filter((item) => item.id !== toastId));
    }, []);
    function update(field2, value) {
      const next = { ...latest.current, [field2]: value };
      latest.current = next;
      setValues(next);
      touched.current.add(field2);
      if (enhanced) keepDraft(next);
      if (field2 === "email") setEmailLeft(false);
      if (field2 === "serviceType") setPreset(null);
      if (field2 in errors) {
        setErrors((old) => ({
          ...old,
          [field2]: validateField(field2, next, t3)
        }));
      }
    }
    function onSubmit(event) {
      event.preventDefault();
      void send();
    }
    async function send() {
      if (inFlight.current) return;
      const values2 = latest.current;
      const found = validate(values2, t3);
      const invalid = REQUIRED_FIELDS.filter((field2) => found[field2]);
      setErrors(found);
      const first = invalid[0];
      if (first) {
        setSummary(fill(t3.errorSummary, { count: invalid.length }));
        fields.current[first]?.focus();
        return;
      }
      setSummary("");
      setFailed(false);
      if (destination?.kind === "demo" && !inPreview()) {
        keepDraft(values2);
        navigate(destination.action);
        return;
      }
      inFlight.current = true;
      setSubmitting(true);
      try {
        if (!live) {
          await submitQuote(values2, { delayMs: submitDelayMs });
        } else if (!isBot(honeypot)) {
          const context = {
            page: page ?? window.location.pathname
          };
          if (serviceSlug) context.service = serviceSlug;
          if (offer) context.offer = offer.code;
          if (urgent) context.urgent = true;
          if (consentAt) context.consentAt = consentAt;
          if (!fromDraft.current && isSuspect(performance.now(), minFillMs))
            context.suspect = true;
          context.attribution = readAttribution();
          const options = {
            delayMs: submitDelayMs,
            destination,
            context
          };
          options.timeoutMs = timeoutMs;
          await submitQuote(values2, options);
          trackConversion("quote");
        }
        const item = {
          id: ++toastSeq.current,
          title: toast.title,
          description: toast.description
        };
        setToasts((list2) => pushToast(list2, item, toast.limit));
        setValues(pageValues());
        setErrors({});
        setPreset(null);
        setOffer(null);
        setHoneypot("");
        setKept(null);
        touched.current.clear();
        fromDraft.current = false;
        clearDraft();
      } catch {
        setFailed(true);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
    function control(field2) {
      const message = errors[field2];
      return {
        id: `${id}${field2}`,
        name: nameOf(field2),
        required: true,
        value: values[field2],
        "aria-invalid": message ? true : void 0,
        "aria-describedby": message ? `${id}${field2}-error` : void 0,
        ref: (el) => {
          fields.current[field2] = el;
        },
        onChange: (event) => update(field2, event.currentTarget.value)
      };
    }
    function field(name, label, input, after = null) {
      return /* @__PURE__ */ u4("div", { className: "field", "data-invalid": errors[name] ? "" : void 0, children: [
        /* @__PURE__ */ u4("label", { className: "field__label", htmlFor: `${id}${name}`, children: [
          label,
          /* @__PURE__ */ u4("span", { className: "field__required", "aria-hidden": "true", children: " *" })
        ] }),
        input,
        errors[name] && /* @__PURE__ */ u4("p", { id: `${id}${name}-error`, className: "field__error", children: errors[name] }),
        after
      ] });
    }
    return /* @__PURE__ */ u4("div", { className: "quote-form", ref: root, children: [
      /* @__PURE__ */ u4("h2", { className: "quote-form__heading", children: heading }),
      /* @__PURE__ */ u4("p", { className: "quote-form__intro", children: intro }),
      props.urgent && /* @__PURE__ */ u4(
        UrgentPath,
        {
          text: t3,
          phone,
          urgent: props.urgent,
          onToggle: setUrgent
        }
      ),
      offer && /* @__PURE__ */ u4("p", { className: "quote-form__preset quote-form__offer", role: "status", children: fill(t3.offer, { title: offer.title }) }),
      preset && /* @__PURE__ */ u4("p", { className: "quote-form__preset", role: "status", children: fill(t3.preset, { label: preset.label }) }),
      kept && /* @__PURE__ */ u4("p", { className: "quote-form__preset quote-form__kept", role: "status", children: [
        fill(t3.draftKept, {
          page: kept.page,
          fields: listOf(
            kept.fields.map((f5) => t3[DRAFT_WORDS[f5]]),
            where.current.lang
          )
        }),
        " ",
        /* @__PURE__ */ u4(
          "button",
          {
            type: "button",
            className: "quote-form__clear",
            onClick: forgetDraft,
            children: t3.draftClear
          }
        )
      ] }),
      /* @__PURE__ */ u4(
        "form",
        {
          className: "quote-form__form",
          method: destination?.method ?? "post",
          action: destination?.action,
          name: destination?.formName ?? void 0,
          "data-netlify": destination?.kind === "netlify" ? "true" : void 0,
          "netlify-honeypot": destination?.kind === "netlify" ? destination.honeypot : void 0,
          noValidate: enhanced,
          onSubmit,
          "aria-busy": submitting || void 0,
          children: [
            destination?.kind === "netlify" && destination.formName && /* @__PURE__ */ u4(
              "input",
              {
                type: "hidden",
                name: nameOf("form-name"),
                value: destination.formName
              }
            ),
            page && /* @__PURE__ */ u4("input", { type: "hidden", name: nameOf("page"), value: page }),
            serviceSlug && /* @__PURE__ */ u4("input", { type: "hidden", name: nameOf("service"), value: serviceSlug }),
            offer && /* @__PURE__ */ u4("input", { type: "hidden", name: nameOf("offer"), value: offer.code }),
            urgent && /* @__PURE__ */ u4("input", { type: "hidden", name: nameOf("urgent"), value: "yes" }),
            destination?.kind === "formspree" && thanksUrl && /* @__PURE__ */ u4("input", { type: "hidden", name: nameOf("_next"), value: thanksUrl }),
            destination && // Hidden from people and assistive technology; bots that fill every field fill this one.
            /* @__PURE__ */ u4("div", { className: "visually-hidden", "aria-hidden": "true", children: [
              /* @__PURE__ */ u4("label", { htmlFor: `${id}hp`, children: t3.honeypot }),
              /* @__PURE__ */ u4(
                "input",
                {
                  id: `${id}hp`,
                  name: nameOf(destination.honeypot),
                  type: "text",
                  tabIndex: -1,
                  autoComplete: "off",
                  value: honeypot,
                  onChange: (event) => setHoneypot(event.currentTarget.value)
                }
              )
            ] }),
            /* @__PURE__ */ u4("div", { className: "quote-form__grid", children: [
              field(
                "name",
                t3.name,
                /* @__PURE__ */ u4(
                  "input",
                  {
                    ...control("name"),
                    className: "field__input",
                    type: "text",
                    autoComplete: "name"
                  }
                )
              ),
              field(
                "email",
                t3.email,
                /* @__PURE__ */ u4(
                  "input",
                  {
                    ...control("email"),
                    className: "field__input",
                    type: "email",
                    autoComplete: "email",
                    pattern: EMAIL_PATTERN,
                    title: enhanced ? void 0 : t3.errorEmailInvalid,
                    onBlur: () => setEmailLeft(true)
                  }
                ),
                emailLeft && !errors.email ? suggestion(
                  t3.emailSuggestion,
                  values.email,
                  suggestDomain(values.email),
                  (fixed) => update("email", fixed)
                ) : null
              ),
              field(
                "phone",
                t3.phone,
                /* @__PURE__ */ u4(
                  "input",
                  {
                    ...control("phone"),
                    className: "field__input",
                    type: "tel",
                    inputMode: "tel",
                    autoComplete: "tel",
                    pattern: PHONE_PATTERN,
                    title: enhanced ? void 0 : t3.errorPhoneInvalid
                  }
                )
              ),
              field(
                "city",
                t3.city,
                /* @__PURE__ */ u4("select", { ...control("city"), className: "field__input field__select", children: [
                  /* @__PURE__ */ u4("option", { value: "", disabled: true, children: t3.cityPlaceholder }),
                  cities.map((c4) => /* @__PURE__ */ u4("option", { value: c4.value, children: c4.label }, c4.value))
                ] })
              ),
              field(
                "serviceType",
                t3.serviceType,
                /* @__PURE__ */ u4(
                  "select",
                  {
                    ...control("serviceType"),
                    className: "field__input field__select",
                    children: [
                      /* @__PURE__ */ u4("option", { value: "", disabled: true, children: t3.servicePlaceholder }),
                      services.map((s4) => /* @__PURE__ */ u4("option", { value: s4.value, children: s4.label }, s4.value))
                    ]
                  }
                )
              ),
              propertyTypes.length > 0 && // Radio buttons: the choice works, and is sent, without JavaScript too. A `get` form
              // (the demo) names no field before it hydrates, and unnamed radios are no group: there
              // the choice is hidden without JavaScript (it sends nothing anyway), and named once
              // hydrated (the island then sends its own state, never the form's).
              /* @__PURE__ */ u4(
                "fieldset",
                {
                  className: `field field--property${named ? "" : " field--needs-script"}`,
                  children: [
                    /* @__PURE__ */ u4("legend", { className: "field__label", children: t3.propertyType }),
                    /* @__PURE__ */ u4("div", { className: "choice-group", children: propertyTypes.map((option) => /* @__PURE__ */ u4("label", { className: "choice", children: [
                      /* @__PURE__ */ u4(
                        "input",
                        {
                          type: "radio",
                          className: "choice__input",
                          name: named || enhanced ? "propertyType" : void 0,
                          value: option.value,
                          checked: values.propertyType === option.value,
                          onChange: () => update("propertyType", option.value)
                        }
                      ),
                      /* @__PURE__ */ u4("span", { className: "choice__label", children: option.label })
                    ] }, option.value)) })
                  ]
                }
              )
            ] }),
            /* @__PURE__ */ u4("div", { className: "field", children: [
              /* @__PURE__ */ u4("label", { className: "field__label", htmlFor: `${id}message`, children: t3.message }),
              /* @__PURE__ */ u4(
                "textarea",
                {
                  id: `${id}message`,
                  ref: (el) => {
                    fields.current.message = el;
                  },
                  className: "field__input field__textarea",
                  name: nameOf("message"),
                  rows: 4,
                  placeholder: t3.messagePlaceholder,
                  value: values.message,
                  onChange: (event) => update("message", event.currentTarget.value)
                }
              )
            ] }),
            /* @__PURE__ */ u4("p", { className: "visually-hidden", role: "status", children: summary }),
            props.consent && /* @__PURE__ */ u4("div", { className: "quote-form__consent", children: [
              /* @__PURE__ */ u4(
                "input",
                {
                  id: `${id}consent`,
                  type: "checkbox",
                  name: nameOf("consent"),
                  value: "yes",
                  checked: consentAt !== null,
                  onChange: (event) => setConsentAt(event.currentTarget.checked ? (/* @__PURE__ */ new Date()).toISOString() : null)
                }
              ),
              /* @__PURE__ */ u4("label", { htmlFor: `${id}consent`, children: props.consent })
            ] }),
            notice && /* @__PURE__ */ u4("p", { className: "quote-form__notice", children: notice }),
            /* @__PURE__ */ u4(
              "button",
              {
                type: "submit",
                className: "quote-form__submit",
                disabled: submitting,
                children: submitting ? t3.submitting : submitLabel
              }
            ),
            /* @__PURE__ */ u4("p", { className: "quote-form__call", children: [
              t3.callPrompt,
              " ",
              /* @__PURE__ */ u4("a", { href: phone.href, children: unbreakable2(phone.display) })
            ] })
          ]
        }
      ),
      /* @__PURE__ */ u4(
        Toaster,
        {
          toasts,
          durationMs: toast.durationMs,
          gapPx: toast.gapPx,
          label: t3.notifications,
          closeLabel: t3.closeToast,
          onDismiss: dismiss,
          children: failed && /* @__PURE__ */ u4("div", { className: "toast-alert", role: "alert", children: [
            /* @__PURE__ */ u4("p", { className: "toast-alert__text", children: failure(t3.submitFailed, phone) }),
            /* @__PURE__ */ u4("div", { className: "toast-alert__actions", children: [
              /* @__PURE__ */ u4(
                "button",
                {
                  type: "button",
                  className: "toast-alert__retry",
                  onClick: () => void send(),
                  disabled: submitting,
                  children: t3.retry
                }
              ),
              /* @__PURE__ */ u4(
                "button",
                {
                  type: "button",
                  className: "toast__close",
                  "aria-label": t3.closeToast,
                  onClick: () => setFailed(false),
                  children: /* @__PURE__ */ u4("span", { "aria-hidden": "true", children: "\xD7" })
                }
              )
            ] })
          ] })
        }
      )
    ] });
  }

  // islands/components.ts
  var components = {
    Menu,
    CitySearch,
    KeywordGuide,
    Carousel,
    QuoteForm,
    NotFound
  };

  // islands/shell.tsx
  function identifierPrefix(component) {
    return `${component.toLowerCase()}-`;
  }
  function IslandShell({ component: Component, name, props, onReady }) {
    h3(() => {
      onReady?.();
    }, []);
    return /* @__PURE__ */ u4(IdPrefix.Provider, { value: identifierPrefix(name), children: /* @__PURE__ */ u4(Component, { ...props }) });
  }

  // islands/render.tsx
  function renderAll(request) {
    const list2 = request?.islands;
    if (!Array.isArray(list2)) {
      return { ok: false, errors: [{ index: -1, component: "", message: 'input must be {"islands":[...]}' }] };
    }
    const html = [];
    const errors = [];
    list2.forEach((entry, index) => {
      const name = String(entry?.component ?? "");
      const Component = Object.hasOwn(components, name) ? components[name] : void 0;
      if (!Component) {
        errors.push({ index, component: name, message: `unknown island component "${name}" (known: ${Object.keys(components).join(", ")})` });
        return;
      }
      try {
        html.push(
          z2(/* @__PURE__ */ u4(IslandShell, { component: Component, name, props: entry.props ?? {} }))
        );
      } catch (error) {
        errors.push({ index, component: name, message: error instanceof Error ? error.message : String(error) });
      }
    });
    return errors.length ? { ok: false, errors } : { ok: true, html };
  }

  // islands/server.tsx
  function renderIslands(requestJson) {
    let request;
    try {
      request = JSON.parse(requestJson);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return JSON.stringify({ ok: false, errors: [{ index: -1, component: "", message: `invalid input: ${message}` }] });
    }
    return JSON.stringify(renderAll(request));
  }
  globalThis.sitegenRenderIslands = renderIslands;
})();
