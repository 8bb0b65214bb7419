//! The two languages arbiter speaks.

/// A user-facing language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English.
    En,
    /// Dutch (Nederlands).
    Nl,
}

impl Lang {
    /// Every supported language, in display order.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Nl];

    /// The language's short code (`en`, `nl`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
        }
    }

    /// Reads a code such as `nl`, `nl_NL.UTF-8` or `en-GB`; `None` for other languages.
    pub fn from_code(code: &str) -> Option<Lang> {
        let lower = code.trim().to_ascii_lowercase();
        let head: String = lower
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        match head.as_str() {
            "en" => Some(Lang::En),
            "nl" => Some(Lang::Nl),
            _ => None,
        }
    }
}

/// A text in both languages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bilingual {
    /// English text.
    pub en: String,
    /// Dutch text.
    pub nl: String,
}

impl Bilingual {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Nl => &self.nl,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_locale_codes() {
        assert_eq!(Lang::from_code("nl_NL.UTF-8"), Some(Lang::Nl));
        assert_eq!(Lang::from_code("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_code("C"), None);
        assert_eq!(Lang::from_code("de_DE"), None);
    }
}
