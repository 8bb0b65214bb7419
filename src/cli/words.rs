//! The position format's words in the output language, for tables and messages a person reads:
//! locators (`city:E` is `stad:O` in Dutch), compass letters and the marks of `seen` strings.
//! JSON and YAML output keep the format's English words; every Dutch form printed here is one
//! arbiter also reads back (tested below).

use arbiter::carcassonne::pieces::Locator;
use arbiter::carcassonne::transcription::Look;

use super::Ctx;

/// A locator as a reader of `ctx`'s language writes it.
pub fn locator(ctx: &Ctx, locator: Locator) -> String {
    ctx.loc.locator(locator)
}

/// Compass letters (`N`, `E`, `S`, `W` and their half-edge words like `NNE`) in `ctx`'s language.
pub fn compass(ctx: &Ctx, letters: &str) -> String {
    ctx.loc.compass(letters)
}

/// A `seen` string with its marks in `ctx`'s language (the edge letters are the format's own).
pub fn look(ctx: &Ctx, look: &Look) -> String {
    ctx.loc.look(look)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::{ColorChoice, Format, LangArg};
    use arbiter::carcassonne::catalogue::Catalogue;
    use arbiter::carcassonne::geometry::Rotation;
    use arbiter::carcassonne::transcription::Mark;

    fn ctx(lang: LangArg) -> Ctx {
        Ctx::new(Some(lang), Format::Table, ColorChoice::Never, false)
    }

    /// Every locator of every tile, in every turn, printed in either language reads back as
    /// the same locator; English prints the format's own words.
    #[test]
    fn locators_read_back() {
        let (en, nl) = (ctx(LangArg::En), ctx(LangArg::Nl));
        let mut dutch_differs = 0;
        for tile in Catalogue::get().tiles() {
            for rot in Rotation::ALL {
                for l in Locator::all_on(tile, rot) {
                    assert_eq!(locator(&en, l), l.to_text());
                    let nl_text = locator(&nl, l);
                    assert_eq!(Locator::parse(&nl_text), Some(l), "{nl_text}");
                    dutch_differs += usize::from(nl_text != l.to_text());
                }
            }
        }
        assert!(dutch_differs > 0, "the Dutch words are Dutch");
    }

    /// Every mark printed in Dutch is a word `seen` reads as that mark.
    #[test]
    fn marks_read_back() {
        let nl = ctx(LangArg::Nl);
        for m in Mark::ALL {
            let word = nl.t(&format!("seen-mark-{}", m.key()));
            assert_eq!(Mark::parse(&word), Some(m), "{word}");
            assert_ne!(word, m.key());
        }
    }

    #[test]
    fn compass_letters_in_dutch() {
        assert_eq!(compass(&ctx(LangArg::Nl), "ESE NNW"), "OZO NNW");
    }
}
