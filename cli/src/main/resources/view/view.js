// fairshare view: draws the share tree as an icicle (width = shares), coloured by factor or by usage / share;
// hover for details, click an account to zoom, click a user for its explanation, search by name.
// Written for this page; no library. The data is the JSON in #data, made by `fairshare view`.
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('data').textContent);
  var S = D.strings;
  var I = D.items;
  var count = I.name.length;
  var SVG = 'http://www.w3.org/2000/svg';
  var MAX_ROWS = 9;
  var state = { colour: 'factor', zoom: 0, selected: -1, found: -1 };

  var children = [];
  var depth = [];
  for (var k = 0; k < count; k++) {
    children.push([]);
    depth.push(I.parent[k] < 0 ? 0 : depth[I.parent[k]] + 1);
    if (I.parent[k] >= 0) {
      children[I.parent[k]].push(k);
    }
  }

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (a) { e.setAttribute(a, attrs[a]); });
    }
    if (text !== undefined) {
      e.textContent = text;
    }
    return e;
  }

  function svgEl(tag, attrs) {
    var e = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (a) { e.setAttribute(a, attrs[a]); });
    return e;
  }

  function path(k) {
    var names = [];
    for (var a = k; a > 0; a = I.parent[a]) {
      names.unshift(I.name[a]);
    }
    return names.join('/');
  }

  function ancestors(k) {
    var list = [];
    for (var a = k; a >= 0; a = I.parent[a]) {
      list.unshift(a);
    }
    return list;
  }

  // Colours: a factor in [0, 1] from red (0, least deserving) through yellow to green (1); usage / share on a
  // log scale from blue (unused) through white (on target) to red (8 times the share and more).
  function colour(view, k) {
    if (state.colour === 'ratio') {
      return ratioColour(I.ratio[k] === null ? NaN : parseFloat(I.ratio[k]));
    }
    var v = view.colour[k];
    return v === null || v === undefined ? '#d5d9de' : factorColour(v);
  }

  function factorColour(v) {
    v = Math.max(0, Math.min(1, v));
    return v < 0.5 ? mix([204, 41, 41], [242, 201, 76], v * 2) : mix([242, 201, 76], [46, 160, 67], (v - 0.5) * 2);
  }

  function ratioColour(r) {
    if (isNaN(r)) {
      return '#d5d9de';
    }
    var t = r <= 0 ? -1 : Math.max(-1, Math.min(1, Math.log(r) / Math.log(8)));
    return t < 0 ? mix([255, 255, 255], [49, 104, 189], -t) : mix([255, 255, 255], [204, 41, 41], t);
  }

  function mix(a, b, t) {
    return 'rgb(' + [0, 1, 2].map(function (i) { return Math.round(a[i] + (b[i] - a[i]) * t); }).join(',') + ')';
  }

  function legend() {
    var box = document.getElementById('legend');
    box.textContent = '';
    var stops = [];
    for (var i = 0; i <= 10; i++) {
      stops.push(state.colour === 'ratio' ? ratioColour(Math.pow(8, (i - 5) / 5)) : factorColour(i / 10));
    }
    var bar = el('span', { 'class': 'bar' });
    bar.style.background = 'linear-gradient(to right,' + stops.join(',') + ')';
    if (state.colour === 'ratio') {
      box.appendChild(el('span', null, 'usage ÷ share: 1/8 or less'));
      box.appendChild(bar);
      box.appendChild(el('span', null, '8 or more (1 = on target; grey: no usage or no share)'));
    } else {
      box.appendChild(el('span', null, 'factor: 0 (least deserving)'));
      box.appendChild(bar);
      box.appendChild(el('span', null, D.views.map(function (v) { return v.scale; })[0] === 'factor'
        ? '1 (most deserving); an account without its own factor: its users\' mean'
        : 'the largest (' + D.views.map(function (v) { return v.algorithm + ': ' + v.scale; }).join(', ')
          + '); an account without its own factor: its users\' mean'));
    }
  }

  // The icicle of the zoomed subtree: rows by depth, each item as wide as its fraction of its parent.
  function layout(rootItem) {
    var out = [];
    var stack = [[rootItem, 0, 1]];
    var base = depth[rootItem];
    while (stack.length) {
      var top = stack.pop();
      var k = top[0];
      var x0 = top[1];
      var x1 = top[2];
      out.push({ k: k, x0: x0, x1: x1, d: depth[k] - base });
      if (depth[k] - base + 1 >= MAX_ROWS) {
        continue;
      }
      var list = children[k];
      var sum = 0;
      list.forEach(function (c) { sum += I.fraction[c]; });
      var x = x0;
      for (var j = 0; j < list.length; j++) {
        var c = list[j];
        var w = sum > 0 ? (x1 - x0) * I.fraction[c] / sum : (x1 - x0) / list.length;
        stack.push([c, x, x + w]);
        x += w;
      }
    }
    return out;
  }

  function tipText(k) {
    var lines = [];
    var kind = { r: 'root', g: 'account', u: 'user', a: 'aggregate' }[I.kind[k]];
    if (I.kind[k] === 'a') {
      lines.push(I.hidden[k][0] + ' nodes not drawn (' + I.hidden[k][1] + ' users) under '
        + (I.parent[k] === 0 ? 'the root' : path(I.parent[k])));
    } else {
      lines.push((k === 0 ? I.name[0] : path(k)) + ' (' + kind + ')');
      if (I.shares[k] !== '') {
        lines.push('shares ' + I.shares[k]);
      }
    }
    lines.push('usage ' + I.usage[k] + (I.ratio[k] === null ? '' : ', usage ÷ share ' + I.ratio[k]));
    shown().forEach(function (v) {
      var view = D.views[v];
      if (view.factor[k] !== '') {
        lines.push(view.algorithm + ': factor ' + view.factor[k] + (view.rank[k] ? ', rank ' + view.rank[k] : ''));
      }
    });
    return lines.join('\n');
  }

  function shown() {
    return D.views.map(function (v, i) { return i; });
  }

  function renderTrees() {
    var box = document.getElementById('trees');
    box.textContent = '';
    shown().forEach(function (v) {
      var panel = el('div', { 'class': 'panel', id: 'panel-' + v });
      panel.appendChild(el('h2', null, D.views[v].algorithm));
      var crumbs = el('div', { 'class': 'crumbs' });
      ancestors(state.zoom).forEach(function (a, i) {
        if (i > 0) {
          crumbs.appendChild(document.createTextNode(' / '));
        }
        var link = el('a', { 'data-item': a }, a === 0 ? I.name[0] : I.name[a]);
        link.addEventListener('click', function () { zoom(a); });
        crumbs.appendChild(link);
      });
      panel.appendChild(crumbs);
      box.appendChild(panel);
    });
    // Widths are read once every panel is in place, so side-by-side panels share the row.
    shown().forEach(function (v) {
      var panel = document.getElementById('panel-' + v);
      panel.appendChild(icicle(v, panel.clientWidth - 16));
    });
  }

  function icicle(v, width) {
    var view = D.views[v];
    var rects = layout(state.zoom);
    var rows = 1;
    rects.forEach(function (r) { rows = Math.max(rows, r.d + 1); });
    var rowH = Math.max(22, Math.min(44, Math.floor(560 / rows)));
    var svg = svgEl('svg', { 'class': 'icicle', width: width, height: rows * rowH,
      viewBox: '0 0 ' + width + ' ' + rows * rowH });
    rects.forEach(function (r) {
      var w = (r.x1 - r.x0) * width;
      if (w < 0.5 && r.k !== state.selected) {
        return;
      }
      var k = r.k;
      var g = svgEl('g', { 'class': 'node' + (I.kind[k] === 'a' ? ' aggregate' : '')
        + (k === state.selected ? ' selected' : '') + (k === state.found ? ' found' : ''),
        'data-item': k, 'data-path': I.kind[k] === 'a' ? '' : path(k), 'data-kind': I.kind[k] });
      g.appendChild(svgEl('rect', { x: (r.x0 * width).toFixed(2), y: r.d * rowH,
        width: Math.max(w, 1.5).toFixed(2), height: rowH - 1, fill: colour(view, k) }));
      if (w > 28) {
        var label = I.name[k];
        var fits = Math.floor((w - 6) / 6.4);
        var t = svgEl('text', { x: (r.x0 * width + 3).toFixed(2), y: r.d * rowH + rowH / 2 + 4 });
        t.textContent = label.length > fits ? label.slice(0, Math.max(1, fits - 1)) + '…' : label;
        g.appendChild(t);
      }
      g.addEventListener('mousemove', function (ev) { tip(ev, k); });
      g.addEventListener('mouseleave', function () { document.getElementById('tip').hidden = true; });
      g.addEventListener('click', function () { clicked(k); });
      svg.appendChild(g);
    });
    return svg;
  }

  function tip(ev, k) {
    var t = document.getElementById('tip');
    t.textContent = tipText(k);
    t.hidden = false;
    t.style.left = Math.min(ev.clientX + 14, window.innerWidth - 370) + 'px';
    t.style.top = (ev.clientY + 14) + 'px';
  }

  // A user, or an account its members share (LSF's collective account): what the explain panel is for.
  function explained(k) {
    return I.kind[k] === 'u' || !!(I.members && I.members[k]);
  }

  function clicked(k) {
    if (explained(k)) {
      select(k);
    } else if (I.kind[k] !== 'a') {
      zoom(k);
    }
  }

  function zoom(k) {
    state.zoom = k;
    renderTrees();
  }

  function select(k) {
    state.selected = k;
    renderTrees();
    explain(k);
  }

  // One quantity as `explain` prints it: symbol = formula = numbers = value.
  function line(q) {
    var symbol = S[q[0]];
    var formula = S[q[1]];
    var value = q[2];
    var numbers = q[3];
    var text = symbol + ' = ';
    if (formula !== '') {
      text += formula + ' = ';
      if (numbers !== '' && numbers !== value) {
        text += numbers + ' = ';
      }
    }
    return text + value;
  }

  function explain(k) {
    var box = document.getElementById('explain');
    box.textContent = '';
    shown().forEach(function (v) {
      var view = D.views[v];
      var fin = view['final'][k];
      var section = el('div', { 'class': 'explain-view', 'data-algorithm': view.algorithm });
      section.appendChild(el('h3', null, 'explain ' + path(k) + ' under ' + view.algorithm));
      if (!view.explains) {
        section.appendChild(el('div', { 'class': 'factor' }, 'factor: ' + (view.factor[k] || 'none')
          + (view.rank[k] ? ', rank ' + view.rank[k] : '')));
        section.appendChild(el('div', { 'class': 'note' }, '- ' + view.algorithm
          + ' does not explain its factors (it does not implement Explainable)'));
        box.appendChild(section);
        return;
      }
      if (I.members && I.members[k]) {
        section.appendChild(el('div', { 'class': 'note' }, '- an account its members share: '
          + I.members[k].join(', ') + ' (their usage is charged to it, and its factor is theirs)'));
      }
      if (!fin) {
        section.appendChild(el('div', { 'class': 'factor' }, 'factor: none (' + view.algorithm
          + ' gives this shared account no factor: it computes users\' factors)'));
        box.appendChild(section);
        return;
      }
      section.appendChild(el('div', { 'class': 'factor' }, 'factor: ' + line(fin.factor)));
      section.appendChild(el('div', { 'class': 'rank' }, fin.rank ? 'rank: ' + fin.rank + ' of ' + fin.users
        + (fin.tied ? ', tied with ' + fin.tied + (fin.tied === 1 ? ' user' : ' users') : '')
        : I.members && I.members[k] ? 'rank: none (the algorithm ranks users; this is an account its members share)'
        : 'rank: none (the algorithm ranks no user here)'));
      if (fin.rank) {
        var table = el('table', { 'class': 'around' });
        fin.around.forEach(function (row) {
          var tr = el('tr');
          tr.appendChild(el('td', null, row[0]));
          tr.appendChild(el('td', { 'class': 'num' }, String(row[1])));
          tr.appendChild(el('td', null, row[2]));
          tr.appendChild(el('td', { 'class': 'num' }, row[3]));
          table.appendChild(tr);
        });
        section.appendChild(table);
      }
      var levels = el('div', { 'class': 'levels' });
      ancestors(k).forEach(function (a) {
        var level = view.levels[a];
        var block = el('div', { 'class': 'level', 'data-item': a });
        block.style.marginLeft = (depth[a] * 10) + 'px';
        block.appendChild(el('div', { 'class': 'level-name' }, (a === 0 ? '.' : path(a)) + ' ('
          + { r: 'root', g: 'group', u: 'user' }[I.kind[a]] + ')'));
        block.appendChild(el('div', { 'class': 'lines' }, level[0].map(line).join('\n')));
        level[1].forEach(function (n) { block.appendChild(el('div', { 'class': 'note' }, '- ' + S[n])); });
        levels.appendChild(block);
      });
      section.appendChild(levels);
      fin.notes.forEach(function (n) { section.appendChild(el('div', { 'class': 'note' }, '- ' + S[n])); });
      box.appendChild(section);
    });
  }

  function search(text) {
    var list = document.getElementById('matches');
    list.textContent = '';
    var q = text.trim().toLowerCase();
    if (!q) {
      return;
    }
    var found = 0;
    for (var k = 1; k < count && found < 30; k++) {
      var members = I.members ? I.members[k] : null;
      var byMember = !!members && members.some(function (m) { return m.toLowerCase().indexOf(q) >= 0; });
      if (I.kind[k] !== 'a' && (I.name[k].toLowerCase().indexOf(q) >= 0 || path(k).toLowerCase() === q
          || byMember)) {
        var item = el('li', { 'data-item': k }, path(k) + (I.kind[k] === 'u' ? ''
          : members ? ' (shared by ' + members.join(', ') + ')' : ' (account)'));
        item.addEventListener('click', goTo.bind(null, k));
        list.appendChild(item);
        found++;
      }
    }
    if (!found) {
      list.appendChild(el('li', null, 'no drawn user or account matches'));
    }
  }

  function goTo(k) {
    document.getElementById('matches').textContent = '';
    state.found = k;
    if (explained(k)) {
      state.zoom = I.parent[k];
      select(k);
    } else {
      zoom(k);
    }
  }

  function movers() {
    var box = document.getElementById('movers');
    box.textContent = '';
    if (!D.movers.length) {
      return;
    }
    box.appendChild(el('h3', null, 'users who move most: ' + D.views[0].algorithm + ' → ' + D.views[1].algorithm));
    var table = el('table');
    var head = el('tr');
    ['user', 'rank ' + D.views[0].algorithm, 'rank ' + D.views[1].algorithm].forEach(function (h, i) {
      head.appendChild(el('th', i ? { 'class': 'num' } : null, h));
    });
    table.appendChild(head);
    D.movers.forEach(function (m) {
      var tr = el('tr', { 'class': 'row' });
      tr.appendChild(el('td', null, m[0]));
      tr.appendChild(el('td', { 'class': 'num' }, String(m[1])));
      tr.appendChild(el('td', { 'class': 'num' }, String(m[2])));
      tr.addEventListener('click', function () {
        for (var k = 1; k < count; k++) {
          if (I.kind[k] === 'u' && path(k) === m[0]) {
            goTo(k);
            return;
          }
        }
      });
      table.appendChild(tr);
    });
    box.appendChild(table);
  }

  document.getElementById('summary').textContent = D.nodes.toLocaleString('en') + ' nodes, '
    + D.users.toLocaleString('en') + ' users'
    + (count < D.nodes ? '; ' + count.toLocaleString('en') + ' items drawn: the widest, and the paths to the'
      + ' first and last users; the others as aggregates (+N more)' : '')
    + '; width: shares (zero shares: no width; search finds them)'
    + ' · ' + D.views.map(function (v) { return v.algorithm; }).join(' vs ');
  document.getElementById('colour').addEventListener('change', function (ev) {
    state.colour = ev.target.value;
    legend();
    renderTrees();
  });
  document.getElementById('search').addEventListener('input', function (ev) { search(ev.target.value); });
  window.addEventListener('resize', renderTrees);
  legend();
  renderTrees();
  movers();
  document.body.setAttribute('data-ready', 'true');
}());
