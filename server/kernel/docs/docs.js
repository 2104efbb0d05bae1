// Renders /api/docs/openapi.json as a list of endpoints. External file: the CSP forbids inline script.
(function () {
  'use strict';
  function el(tag, attrs, children) {
    var n = document.createElement(tag);
    if (attrs) for (var k in attrs) if (k === 'class') n.className = attrs[k]; else n.setAttribute(k, attrs[k]);
    (children || []).forEach(function (c) { n.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return n;
  }
  function pre(obj) { return el('pre', null, [JSON.stringify(obj, null, 2)]); }
  function render(doc) {
    document.getElementById('title').textContent = doc.info.title + ' ' + doc.info.version;
    document.getElementById('description').textContent = doc.info.description || '';
    var main = document.getElementById('endpoints');
    main.textContent = '';
    var items = [];
    Object.keys(doc.paths).sort().forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var body = el('div', { class: 'body' }, []);
        if (op.description) body.appendChild(el('p', null, [op.description]));
        var params = (op.parameters || []).filter(function (p) { return !p.$ref; });
        if (params.length) {
          var t = el('table', null, [el('tr', null, [el('th', null, ['parameter']), el('th', null, ['in']), el('th', null, ['required']), el('th', null, ['schema'])])]);
          params.forEach(function (p) { t.appendChild(el('tr', null, [el('td', null, [p.name]), el('td', null, [p.in]), el('td', null, [String(!!p.required)]), el('td', null, [JSON.stringify(p.schema)])])); });
          body.appendChild(t);
        }
        if (op.requestBody) {
          var ct = Object.keys(op.requestBody.content)[0];
          body.appendChild(el('h4', null, ['Request body (' + ct + ')']));
          body.appendChild(pre(op.requestBody.content[ct].schema));
        }
        Object.keys(op.responses).forEach(function (code) {
          var r = op.responses[code];
          body.appendChild(el('h4', null, [code + ' ' + r.description]));
          if (code === '200' && r.content) body.appendChild(pre(r.content['application/json'].schema));
        });
        var head = el('summary', null, [
          el('span', { class: 'method ' + method }, [method]),
          el('span', { class: 'path' }, [path]),
          el('span', { class: 'sum' }, [op.summary || '']),
        ]);
        if (op.security && op.security.length) head.appendChild(el('span', { class: 'lock' }, ['token']));
        var d = el('details', null, [head, body]);
        d.dataset.search = (method + ' ' + path + ' ' + (op.tags || []).join(' ') + ' ' + (op.summary || '')).toLowerCase();
        items.push(d);
        main.appendChild(d);
      });
    });
    document.getElementById('filter').addEventListener('input', function (e) {
      var q = e.target.value.toLowerCase();
      items.forEach(function (d) { d.hidden = q !== '' && d.dataset.search.indexOf(q) < 0; });
    });
  }
  fetch('/api/docs/openapi.json').then(function (r) { return r.json(); }).then(render, function (err) {
    document.getElementById('endpoints').textContent = 'Could not load the document: ' + err;
  });
})();
