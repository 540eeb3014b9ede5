/**
 * A form's first press checked before its island has its code: the wizards' first Next, the table
 * reservation's and the contact form's send. The page's server-rendered form carries the rules as the
 * validation modules describe them (`required`, or `data-required` on a date field's look-alike
 * button, which holds no date until the island is live; and `data-format` with its message for a
 * field whose shape is checked once it is filled in) and the messages: the form's one message for
 * empty fields (`data-missing-message` on the form), or each field's own (`data-missing-message` on
 * the field) where the form answers with a summary. This inline script runs in the capture phase
 * ahead of the island's held press and answers in the form's early alert (`data-early-alert`), as the
 * island will:
 * - an alert with a paragraph shows one message: the form's, marking every required field left
 *   empty, or else the first wrong format's, marking that field;
 * - an alert with a list (a summary) lists every field's problem in the order of the fields, each a
 *   link to its field, and takes the focus.
 * A press it refuses is answered: it goes no further, so the island does not hold it (and the button
 * does not stay busy while the code arrives); the island, once live, finds the early alert showing and
 * checks the same values itself (`refusedEarly`). A press it lets through is held and played again once
 * the island is live.
 * Kept as a literal because it is inlined (and hashed into the CSP) as it stands.
 */
export const earlyStepCheckScript = `(function(){function mark(f,a,bad,show){f.querySelectorAll("[data-early-invalid]").forEach(function(c){c.removeAttribute("data-early-invalid");c.removeAttribute("aria-invalid");var d=c.getAttribute("data-described");if(d)c.setAttribute("aria-describedby",d);else c.removeAttribute("aria-describedby");c.removeAttribute("data-described")});a.hidden=!show;if(!show)return;bad.forEach(function(c){var d=c.getAttribute("aria-describedby");c.setAttribute("data-early-invalid","");if(d)c.setAttribute("data-described",d);c.setAttribute("aria-invalid","true");c.setAttribute("aria-describedby",(d?d+" ":"")+a.id)})}document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("button[type=submit]"),f=b&&b.form;if(!f||!f.closest("astro-island[ssr]"))return;var a=f.querySelector("[data-early-alert]");if(!a)return;var list=a.querySelector("ul"),found=[];f.querySelectorAll("[required],[data-required],[data-format]").forEach(function(c){var v=(c.value||"").trim(),r=c.getAttribute("data-format");if(!v&&(c.required||c.hasAttribute("data-required")))found.push({c:c,m:c.getAttribute("data-missing-message"),missing:true});else if(v&&r&&!new RegExp(r).test(v))found.push({c:c,m:c.getAttribute("data-format-message")})});var missing=found.filter(function(x){return x.missing}),bad=list?found:missing.length?missing:found.slice(0,1);if(list){list.textContent="";bad.forEach(function(x){var l=document.createElement("a");l.href="#"+x.c.id;l.textContent=x.m;list.appendChild(document.createElement("li")).appendChild(l)})}else a.querySelector("p").textContent=missing.length?f.getAttribute("data-missing-message"):bad.length?bad[0].m:"";mark(f,a,bad.map(function(x){return x.c}),bad.length>0);if(bad.length){e.preventDefault();e.stopPropagation();if(list)a.focus()}},true)})();`;
