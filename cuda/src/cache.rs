//! The compile cache: loaded kernels in memory, keyed by a hash of the source text
//! and the compile options, so that compiling the same text again is a lookup.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// The cache key of `text` compiled with `options` (any text that names every
/// option that changes the result, such as `sm_90 num_warps=4`). It is stable
/// within a build: std's SipHash with fixed keys.
pub fn cache_key(text: &str, options: &str) -> u64 {
    #[allow(deprecated)]
    let mut h = std::hash::SipHasher::new();
    text.hash(&mut h);
    options.hash(&mut h);
    h.finish()
}

/// Values (compiled and loaded kernels) by [`cache_key`].
#[derive(Debug)]
pub struct CompileCache<V> {
    entries: HashMap<u64, V>,
    hits: u64,
    misses: u64,
}

impl<V> Default for CompileCache<V> {
    fn default() -> Self {
        CompileCache {
            entries: HashMap::new(),
            hits: 0,
            misses: 0,
        }
    }
}

impl<V> CompileCache<V> {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value for `text` and `options`, built by `build` on a miss. A failed
    /// build caches nothing.
    pub fn get_or_try_insert<E>(
        &mut self,
        text: &str,
        options: &str,
        build: impl FnOnce() -> Result<V, E>,
    ) -> Result<&V, E> {
        use std::collections::hash_map::Entry;
        match self.entries.entry(cache_key(text, options)) {
            Entry::Occupied(e) => {
                self.hits += 1;
                Ok(e.into_mut())
            }
            Entry::Vacant(e) => {
                self.misses += 1;
                Ok(e.insert(build()?))
            }
        }
    }

    /// The value for `text` and `options`, if cached (not counted as a lookup).
    pub fn peek(&self, text: &str, options: &str) -> Option<&V> {
        self.entries.get(&cache_key(text, options))
    }

    /// Lookups that found an entry.
    pub fn hits(&self) -> u64 {
        self.hits
    }

    /// Lookups that built one.
    pub fn misses(&self) -> u64 {
        self.misses
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the cache is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_separate_text_and_options() {
        assert_eq!(cache_key("a", "sm_90"), cache_key("a", "sm_90"));
        assert_ne!(cache_key("a", "sm_90"), cache_key("a", "sm_80"));
        assert_ne!(cache_key("a", "sm_90"), cache_key("b", "sm_90"));
        // The boundary between text and options is part of the key.
        assert_ne!(cache_key("ab", "c"), cache_key("a", "bc"));
    }

    #[test]
    fn a_second_compile_is_a_lookup() {
        let mut cache = CompileCache::new();
        let mut builds = 0;
        for _ in 0..3 {
            let v: &u32 = cache
                .get_or_try_insert("text", "o", || {
                    builds += 1;
                    Ok::<_, ()>(7)
                })
                .unwrap();
            assert_eq!(*v, 7);
        }
        assert_eq!((builds, cache.hits(), cache.misses()), (1, 2, 1));
        let failed = cache.get_or_try_insert("other", "o", || Err::<u32, _>("bad"));
        assert_eq!(failed, Err("bad"));
        assert_eq!(cache.len(), 1);
        let v = cache.get_or_try_insert("text", "o2", || Ok::<_, ()>(8));
        assert_eq!(v, Ok(&8));
        assert_eq!(cache.len(), 2);
    }
}
