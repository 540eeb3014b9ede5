/**
 * A wizard's first step checked on the first Next, before its island has its code: the page's
 * server-rendered form carries the rules as the validation modules describe them (`required`, or
 * `data-required` on a date field's look-alike button, which holds no date until the island is
 * live; and `data-format` with its message for a field whose shape is checked) and the step's message for
 * empty fields (`data-missing-message` on the form). This inline script runs in the capture phase
 * ahead of the island's held press: it writes the same message the island will show into the
 * form's early alert (`data-early-alert`) and marks the fields, in the rules' order (any required
 * field empty, then each format in the order of the fields). A press it refuses is answered: it goes
 * no further, so the island does not hold it (and Next does not stay busy while the code arrives);
 * the island, once live, finds the early alert showing and checks the same values itself
 * (`useWizard`). A press it lets through is held and played again once the island is live.
 * Kept as a literal because it is inlined (and hashed into the CSP) as it stands.
 */
export const earlyStepCheckScript = `(function(){function mark(f,a,bad,msg){f.querySelectorAll("[data-early-invalid]").forEach(function(c){c.removeAttribute("data-early-invalid");c.removeAttribute("aria-invalid");var d=c.getAttribute("data-described");if(d)c.setAttribute("aria-describedby",d);else c.removeAttribute("aria-describedby");c.removeAttribute("data-described")});var p=a.querySelector("p");p.textContent=msg;a.hidden=!msg;if(!msg)return;bad.forEach(function(c){var d=c.getAttribute("aria-describedby");c.setAttribute("data-early-invalid","");if(d)c.setAttribute("data-described",d);c.setAttribute("aria-invalid","true");c.setAttribute("aria-describedby",(d?d+" ":"")+a.id)})}document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("button[type=submit]"),f=b&&b.form;if(!f||!f.hasAttribute("data-missing-message")||!f.closest("astro-island[ssr]"))return;var a=f.querySelector("[data-early-alert]");if(!a)return;var all=[].slice.call(f.querySelectorAll("[required],[data-required],[data-format]")),bad=all.filter(function(c){return(c.required||c.hasAttribute("data-required"))&&!(c.value||"").trim()}),msg=bad.length?f.getAttribute("data-missing-message"):"";if(!bad.length)all.some(function(c){var r=c.getAttribute("data-format");if(r&&!new RegExp(r).test(c.value.trim())){bad=[c];msg=c.getAttribute("data-format-message");return true}});mark(f,a,bad,msg);if(msg){e.preventDefault();e.stopPropagation()}},true)})();`;
