//! `arbiter rulings export --html DIR`: the rulings book as one self-contained web page.
//!
//! The page (`index.html`) holds every entry in both languages, the glossary, and a small
//! script (`export/page.js`, no libraries) that runs the very search of `arbiter rulings
//! search` on data written by [`Database::search_data`], filters by game and expansion as
//! `arbiter rulings list` does, and switches the language (English, Dutch, both). It makes no
//! request to anything: styles, script and data are inline. Every label comes from the Fluent
//! files of both languages.

use arbiter_ids::msg;
use std::fmt::Write as _;
use std::path::Path;

use arbiter_i18n::Localizer;
use arbiter_rulings::lang::Lang;
use arbiter_rulings::{Database, Entry, Term, TermKind};
use serde::Serialize;

use super::diagnostics::print_plain_error;
use super::rulings::{faq_place_text, source_text};
use super::{Ctx, Outcome};

/// The page's file name.
pub const PAGE_FILE: &str = "index.html";

const STYLE: &str = include_str!("export/page.css");
const SCRIPT: &str = include_str!("export/page.js");

/// Where an entry stands on the page: `index.html#faq.010`.
pub fn anchor_path(id: &str) -> String {
    format!("{PAGE_FILE}#{id}")
}

/// `rulings export --html DIR --format json`: the page written, and what it holds.
#[derive(Debug, Serialize)]
struct ExportedOut {
    /// The file written.
    output: String,
    /// Entries on the page.
    entries: usize,
    /// Glossary terms on the page.
    terms: usize,
    /// The page's size in bytes.
    bytes: usize,
}

/// The data the page's script reads.
#[derive(Debug, Serialize)]
struct PageData<'a> {
    /// Per entry, what the filters need.
    entries: Vec<PageEntry<'a>>,
    /// The search index.
    search: serde_json::Value,
}

/// What the page's filters know of an entry.
#[derive(Debug, Serialize)]
struct PageEntry<'a> {
    /// Its id.
    id: &'a str,
    /// Its game's key.
    game: &'static str,
    /// Its expansion keys.
    exp: &'a [String],
    /// Whether it belongs to the base game.
    base: bool,
}

/// `arbiter rulings export --html DIR`.
pub fn run(ctx: &Ctx, db: &Database, dir: &Path) -> Outcome {
    let mode = if ctx.both_languages {
        "both"
    } else {
        ctx.loc.lang().code()
    };
    let html = page(db, mode);
    if dir == Path::new("-") {
        super::files::to_stdout(html.as_bytes());
        return Outcome::Done;
    }
    let path = dir.join(PAGE_FILE);
    if let Err(e) = std::fs::create_dir_all(dir) {
        let msg = ctx.loc.text_with(
            msg::ERROR_WRITE_FILE,
            &[
                ("path", dir.display().to_string().into()),
                ("reason", super::io_reason(ctx, &e).into()),
            ],
        );
        print_plain_error(ctx, &msg);
        return Outcome::BadInput;
    }
    if let Err(o) = super::files::write(
        ctx,
        Some(&path),
        html.as_bytes(),
        super::files::Kind::Html,
        None,
    ) {
        return o;
    }
    if ctx.format != super::args::Format::Table {
        super::print_data(
            ctx,
            &ExportedOut {
                output: path.display().to_string(),
                entries: db.entries().len(),
                terms: db.glossary().terms().len(),
                bytes: html.len(),
            },
        );
        return Outcome::Done;
    }
    outln!(
        "{}",
        ctx.loc.text_with(
            msg::EXPORT_WRITTEN,
            &[
                ("path", path.display().to_string().into()),
                ("entries", db.entries().len().into()),
                ("terms", db.glossary().terms().len().into()),
                ("kilobytes", html.len().div_ceil(1024).into()),
            ]
        )
    );
    Outcome::Done
}

/// Escapes text for HTML content and attribute values.
fn esc(text: &str) -> String {
    let text = arbiter_rulings::shown::xml_text(text);
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page's two localizers.
struct Labels {
    en: Localizer,
    nl: Localizer,
}

impl Labels {
    /// A text in both languages, each shown or hidden by the language switch.
    fn pair(en: &str, nl: &str) -> String {
        if en == nl {
            return esc(en);
        }
        format!(
            "<span class=\"l\"><span lang=\"en\" data-l=\"en\">{}</span><span lang=\"nl\" data-l=\"nl\">{}</span></span>",
            esc(en),
            esc(nl)
        )
    }

    /// A Fluent message in both languages.
    fn t(&self, key: &str) -> String {
        Labels::pair(&self.en.text(key), &self.nl.text(key))
    }

    /// The attributes that let the script put a message into an attribute (placeholder,
    /// option text) in the chosen language.
    fn attrs(&self, key: &str) -> String {
        format!(
            "data-en=\"{}\" data-nl=\"{}\"",
            esc(&self.en.text(key)),
            esc(&self.nl.text(key))
        )
    }
}

/// The anchor of a glossary term.
fn term_anchor(t: &Term) -> String {
    format!("g.{}.{}", t.kind.as_str(), t.key)
}

/// The glossary term an expansion or piece key of an entry stands for.
fn key_term<'a>(db: &'a Database, key: &str, kinds: &[TermKind]) -> Option<&'a Term> {
    kinds
        .iter()
        .find_map(|&k| db.glossary().get_kind(key, k))
        .or_else(|| db.glossary().get(key))
}

/// A term's preferred name in both languages.
fn term_name(t: &Term) -> (String, String) {
    let en = t.en.first().cloned().unwrap_or_else(|| t.key.clone());
    let nl = t.nl.first().cloned().unwrap_or_else(|| en.clone());
    (en, nl)
}

fn meta_row(out: &mut String, label: &str, value: &str) {
    if !value.is_empty() {
        let _ = write!(out, "<div><dt>{label}</dt><dd>{value}</dd></div>");
    }
}

fn entry_html(out: &mut String, db: &Database, l: &Labels, index: usize, e: &Entry) {
    let id = esc(&e.id);
    let _ = write!(
        out,
        "<article class=\"entry\" id=\"{id}\" data-i=\"{index}\"><h3><a class=\"id\" href=\"#{id}\">{id}</a> {}</h3>",
        Labels::pair(&e.title.en, &e.title.nl)
    );
    let _ = write!(
        out,
        "<div class=\"texts\"><p lang=\"en\" data-l=\"en\">{}</p><p lang=\"nl\" data-l=\"nl\">{}</p></div><dl class=\"meta\">",
        esc(&e.text.en),
        esc(&e.text.nl)
    );
    meta_row(
        out,
        &l.t(msg::RULING_SOURCE),
        &Labels::pair(
            &source_text(&l.en, &e.source),
            &source_text(&l.nl, &e.source),
        ),
    );
    if let (Some(en), Some(nl)) = (faq_place_text(&l.en, e), faq_place_text(&l.nl, e)) {
        meta_row(out, &l.t(msg::RULING_FAQ_PLACE), &Labels::pair(&en, &nl));
    }
    meta_row(
        out,
        &l.t(msg::RULING_DATE),
        &e.date.map(|d| d.to_string()).unwrap_or_default(),
    );
    meta_row(
        out,
        &l.t(msg::RULING_CATEGORY),
        &l.t(&format!("category-{}", e.category.as_str())),
    );
    let links = |keys: &[String], kinds: &[TermKind]| -> String {
        keys.iter()
            .map(|k| match key_term(db, k, kinds) {
                Some(t) => {
                    let (en, nl) = term_name(t);
                    format!(
                        "<a href=\"#{}\">{}</a>",
                        esc(&term_anchor(t)),
                        Labels::pair(&en, &nl)
                    )
                }
                None => esc(k),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    meta_row(
        out,
        &l.t(msg::RULING_EXPANSIONS),
        &links(&e.expansions, &[TermKind::Expansion]),
    );
    meta_row(
        out,
        &l.t(msg::RULING_PIECES),
        &links(&e.pieces, &[TermKind::Piece, TermKind::PieceType]),
    );
    let id_links = |ids: &[String]| -> String {
        ids.iter()
            .map(|r| format!("<a href=\"#{0}\">{0}</a>", esc(r)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    meta_row(out, &l.t(msg::RULING_RELATED), &id_links(&e.related));
    meta_row(
        out,
        &l.t(msg::RULING_ENFORCED_BY),
        &id_links(e.enforced_by.as_slice()),
    );
    let conditions = |loc: &Localizer| -> String {
        e.cited_when
            .iter()
            .map(|c| loc.text(&format!("condition-{c}")))
            .collect::<Vec<_>>()
            .join("; ")
    };
    meta_row(
        out,
        &l.t(msg::RULING_CITED_WHEN),
        &Labels::pair(&conditions(&l.en), &conditions(&l.nl)),
    );
    if let Some(c) = &e.context {
        meta_row(out, &l.t(msg::RULING_CONTEXT), &Labels::pair(&c.en, &c.nl));
    }
    if let Some(n) = &e.note {
        meta_row(out, &l.t(msg::RULING_NOTE), &Labels::pair(&n.en, &n.nl));
    }
    out.push_str("</dl>");
    for (flag, key) in [
        (!e.ruling, msg::RULING_NOT_A_RULING),
        (e.nl_by_arbiter, msg::RULING_NL_BY_ARBITER),
    ] {
        if flag {
            let _ = write!(out, "<p class=\"flag\">{}</p>", l.t(key));
        }
    }
    out.push_str("</article>\n");
}

fn glossary_html(out: &mut String, db: &Database, l: &Labels) {
    let _ = write!(
        out,
        "<section id=\"glossary\"><h2>{}</h2><div class=\"terms\">",
        l.t(msg::PAGE_GLOSSARY)
    );
    for t in db.glossary().terms() {
        let (en, nl) = term_name(t);
        let _ = write!(
            out,
            "<div class=\"term\" id=\"{}\"><h3>{} <small>{} · {}</small></h3><dl>",
            esc(&term_anchor(t)),
            Labels::pair(&en, &nl),
            esc(&t.key),
            l.t(&format!("term-kind-{}", t.kind.as_str()))
        );
        for (label, names, lang) in [
            (msg::COL_ENGLISH, &t.en, "en"),
            (msg::COL_SEIZER, &t.seizer, "en"),
            (msg::COL_DUTCH, &t.nl, "nl"),
        ] {
            if !names.is_empty() {
                let _ = write!(
                    out,
                    "<div><dt>{}</dt><dd lang=\"{lang}\">{}</dd></div>",
                    l.t(label),
                    esc(&names.join(", "))
                );
            }
        }
        out.push_str("</dl>");
        if let Some(note) = &t.note {
            let _ = write!(
                out,
                "<p class=\"note\"><span lang=\"en\" data-l=\"en\">{}</span> <span lang=\"nl\" data-l=\"nl\">{}</span></p>",
                esc(&note.en),
                esc(&note.nl)
            );
        }
        out.push_str("</div>\n");
    }
    out.push_str("</div></section>\n");
}

/// The data the script needs: the search index and, per entry, its id, game and expansions.
fn page_data(db: &Database) -> String {
    let data = PageData {
        entries: db
            .entries()
            .iter()
            .map(|e| PageEntry {
                id: &e.id,
                game: e.game.key(),
                exp: &e.expansions,
                base: e.is_base(),
            })
            .collect(),
        search: db.search_data(),
    };
    // Through a `Value`, as every output: its objects keep their keys sorted.
    let data = super::output::to_value(&data);
    // `<` only occurs inside JSON strings, where \u003c means the same; so no `</script>`.
    data.to_string().replace('<', "\\u003c")
}

/// The whole page; `mode` (`en`, `nl` or `both`) is the language shown first.
pub fn page(db: &Database, mode: &str) -> String {
    let l = Labels {
        en: Localizer::new(Lang::En),
        nl: Localizer::new(Lang::Nl),
    };
    let mut out = String::with_capacity(4 << 20);
    let lang = if mode == "nl" { "nl" } else { "en" };
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{lang}\" data-mode=\"{mode}\"><head><meta charset=\"utf-8\">{}\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title><style>{STYLE}</style></head><body>\n",
        super::files::GENERATOR_META,
        esc(&format!(
            "{} / {}",
            l.en.text(msg::PAGE_TITLE),
            l.nl.text(msg::PAGE_TITLE)
        ))
    );
    let _ = write!(
        out,
        "<header id=\"top\"><h1>{}</h1><p class=\"intro\">{}</p>",
        l.t(msg::PAGE_TITLE),
        l.t(msg::PAGE_INTRO)
    );
    let _ = write!(
        out,
        "<form class=\"controls\" role=\"search\" onsubmit=\"return false\">\
         <div class=\"modes\" role=\"group\" aria-label=\"{}\">",
        esc(&l.en.text(msg::PAGE_LANGUAGE))
    );
    for (m, key) in [
        ("en", msg::PAGE_LANG_EN),
        ("nl", msg::PAGE_LANG_NL),
        ("both", msg::PAGE_LANG_BOTH),
    ] {
        let _ = write!(
            out,
            "<button type=\"button\" data-mode=\"{m}\" aria-pressed=\"{}\">{}</button>",
            m == mode,
            l.t(key)
        );
    }
    let _ = write!(
        out,
        "</div><label class=\"q\"><span>{}</span><input id=\"q\" type=\"search\" autocomplete=\"off\" {} placeholder=\"{}\"></label>",
        l.t(msg::PAGE_SEARCH),
        l.attrs(msg::PAGE_SEARCH_HINT),
        esc(&l.en.text(msg::PAGE_SEARCH_HINT))
    );
    let _ = write!(
        out,
        "<label><span>{}</span><select id=\"game\"><option value=\"\" {}>{}</option>",
        l.t(msg::PAGE_GAME),
        l.attrs(msg::PAGE_GAME_ALL),
        esc(&l.en.text(msg::PAGE_GAME_ALL))
    );
    for g in arbiter_rulings::Game::ALL {
        let _ = write!(out, "<option value=\"{}\">{}</option>", g.key(), g.name());
    }
    let _ = write!(
        out,
        "</select></label><label><span>{}</span><select id=\"expansion\"><option value=\"\" {}>{}</option>",
        l.t(msg::PAGE_EXPANSION),
        l.attrs(msg::PAGE_EXPANSION_ALL),
        esc(&l.en.text(msg::PAGE_EXPANSION_ALL))
    );
    for t in db.glossary().of_kind(TermKind::Expansion) {
        let (en, nl) = term_name(t);
        let _ = write!(
            out,
            "<option value=\"{}\" data-en=\"{}\" data-nl=\"{}\">{}</option>",
            esc(&t.key),
            esc(&en),
            esc(&nl),
            esc(&en)
        );
    }
    let _ = write!(
        out,
        "</select></label></form><p class=\"status\" aria-live=\"polite\">{} <output id=\"count\">{}</output> \
         <span id=\"nohits\" hidden>{}</span></p></header>\n<main><h2>{}</h2><div id=\"entries\">\n",
        l.t(msg::PAGE_SHOWN),
        db.entries().len(),
        l.t(msg::PAGE_NO_HITS),
        l.t(msg::PAGE_RULINGS)
    );
    for (i, e) in db.entries().iter().enumerate() {
        entry_html(&mut out, db, &l, i, e);
    }
    out.push_str("</div>\n");
    glossary_html(&mut out, db, &l);
    let _ = writeln!(
        out,
        "</main><footer><p><a class=\"top\" href=\"#top\">{}</a></p><p>{}</p></footer>",
        l.t(msg::PAGE_TOP),
        Labels::pair(
            &l.en.text_with(
                msg::PAGE_MADE_BY,
                &[("version", env!("CARGO_PKG_VERSION").into())]
            ),
            &l.nl.text_with(
                msg::PAGE_MADE_BY,
                &[("version", env!("CARGO_PKG_VERSION").into())]
            )
        )
    );
    let _ = write!(
        out,
        "<script type=\"application/json\" id=\"arbiter-data\">{}</script>\n<script>{SCRIPT}</script>\n</body></html>\n",
        page_data(db)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            esc(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
