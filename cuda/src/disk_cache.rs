//! The disk cache of compiled kernels: one file per kernel under a cache
//! directory (`TILELIFT_CACHE_DIR`, default `~/.cache/tilelift`, in its
//! `kernels/` folder), so that a second process loads a cubin instead of
//! compiling and JIT-linking again.
//!
//! - **Key**: [`DiskKey`], a 128-bit hash of everything that changes the
//!   cubin: the source text, the compile options, tilelift's version, the CUDA
//!   driver's version and the GPU's compute capability (each length-prefixed,
//!   so no two different lists hash the same bytes). The file is
//!   `kernels/<key in hex>.bin`.
//! - **Integrity**: a file is a header (magic, the key again, the payload's
//!   length, its 128-bit checksum) and the payload. A file whose magic, key,
//!   length or checksum does not match (truncated, corrupted, another
//!   version's format) is removed and reported as a miss, never returned.
//! - **Atomic writes**: the payload goes to a temporary file of a unique name
//!   in the same folder, which is then renamed over the entry: readers see the
//!   old file, the new one, or none, never a partial one. Two processes
//!   writing the same entry both write whole files; the last rename wins.
//! - **Size bound**: after a write, when the entries take more than the bound
//!   (`TILELIFT_CACHE_MAX_BYTES`, default 1 GiB), the least recently used
//!   (by modification time, which a hit refreshes) are removed until they fit
//!   (the entry just written stays, even alone over the bound);
//!   temporary files older than an hour (a writer that died) go too. A file
//!   that another process removes first is skipped.
//!
//! Nothing here needs a GPU: the payload is opaque bytes (the runtime stores
//! a kernel's cubin and launch facts, see [`crate::Runtime::load_cached`]).

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

/// The first bytes of every entry (the format's version is the last byte;
/// 2: the payload holds the global scratch size and tensor-map parameters).
const MAGIC: &[u8; 8] = b"TLKCACH2";
/// Magic, key, length, checksum.
const HEADER_BYTES: usize = 8 + 16 + 8 + 16;
/// The default size bound: 1 GiB.
pub const DEFAULT_MAX_BYTES: u64 = 1 << 30;
/// Temporary files older than this are a dead writer's, removed by eviction.
const STALE_TEMP: Duration = Duration::from_secs(3600);

/// The 128-bit FNV-1a hash of `bytes`, continuing from `state`: stable across
/// builds and platforms (the file format depends on it).
fn fnv1a_128(mut state: u128, bytes: &[u8]) -> u128 {
    const PRIME: u128 = 0x0000000001000000000000000000013B;
    for &b in bytes {
        state ^= u128::from(b);
        state = state.wrapping_mul(PRIME);
    }
    state
}

const FNV_OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;

/// The payload's checksum.
pub fn checksum(payload: &[u8]) -> u128 {
    fnv1a_128(FNV_OFFSET, payload)
}

/// What a cached kernel depends on.
#[derive(Copy, Clone, Debug)]
pub struct KeyParts<'a> {
    /// The source text (TTIR or TTGIR).
    pub source: &'a str,
    /// Every compile option that changes the code, as text (`sm_90 num_warps=4`).
    pub options: &'a str,
    /// The compiler's version.
    pub compiler_version: &'a str,
    /// The CUDA driver's version (`cuDriverGetVersion`: 12080 for 12.8).
    pub driver_version: i32,
    /// The GPU's compute capability, `(major, minor)`.
    pub capability: (i32, i32),
}

/// The key of a cache entry: a 128-bit hash of its [`KeyParts`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct DiskKey(pub u128);

impl DiskKey {
    /// The key of `parts`.
    pub fn new(parts: &KeyParts) -> DiskKey {
        let fields: [&[u8]; 5] = [
            parts.source.as_bytes(),
            parts.options.as_bytes(),
            parts.compiler_version.as_bytes(),
            &parts.driver_version.to_le_bytes(),
            &[
                parts.capability.0.to_le_bytes(),
                parts.capability.1.to_le_bytes(),
            ]
            .concat(),
        ];
        let mut h = FNV_OFFSET;
        for field in fields {
            h = fnv1a_128(h, &(field.len() as u64).to_le_bytes());
            h = fnv1a_128(h, field);
        }
        DiskKey(h)
    }

    /// The key in hex, the entry's file name without `.bin`.
    pub fn hex(self) -> String {
        format!("{:032x}", self.0)
    }
}

/// The disk cache: entries under `<root>/kernels/`.
#[derive(Clone, Debug)]
pub struct DiskCache {
    dir: PathBuf,
    max_bytes: u64,
}

/// What a lookup found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// A valid entry.
    Hit(Vec<u8>),
    /// No entry.
    Miss,
    /// An entry that failed its checks (the reason); it was removed.
    Corrupt(String),
}

impl DiskCache {
    /// The cache under `root` (entries in `root/kernels`), holding at most
    /// `max_bytes` of entries. Nothing is created until the first write.
    pub fn new(root: &Path, max_bytes: u64) -> DiskCache {
        DiskCache {
            dir: root.join("kernels"),
            max_bytes,
        }
    }

    /// The cache of the environment: `TILELIFT_CACHE_DIR` (else
    /// `$XDG_CACHE_HOME/tilelift`, else `~/.cache/tilelift`) and
    /// `TILELIFT_CACHE_MAX_BYTES` (else 1 GiB). None when no folder can be
    /// named (no variable set and no home).
    pub fn from_env() -> Option<DiskCache> {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        let root = var("TILELIFT_CACHE_DIR")
            .map(PathBuf::from)
            .or_else(|| var("XDG_CACHE_HOME").map(|d| PathBuf::from(d).join("tilelift")))
            .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".cache").join("tilelift")))?;
        let max_bytes = var("TILELIFT_CACHE_MAX_BYTES")
            .and_then(|v| v.to_str().and_then(|s| s.trim().parse().ok()))
            .unwrap_or(DEFAULT_MAX_BYTES);
        Some(DiskCache::new(&root, max_bytes))
    }

    /// The folder holding the entries.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of `key`'s entry.
    pub fn path(&self, key: DiskKey) -> PathBuf {
        self.dir.join(format!("{}.bin", key.hex()))
    }

    /// The payload stored for `key`. A file that fails its checks is removed.
    /// A hit refreshes the entry's modification time (its place in the
    /// eviction order).
    pub fn get(&self, key: DiskKey) -> Lookup {
        let path = self.path(key);
        let bytes = match fs::read(&path) {
            Ok(b) => b,
            Err(_) => return Lookup::Miss,
        };
        match decode(key, &bytes) {
            Ok(payload) => {
                if let Ok(f) = fs::File::options().append(true).open(&path) {
                    let _ = f.set_modified(SystemTime::now());
                }
                Lookup::Hit(payload.to_vec())
            }
            Err(reason) => {
                let _ = fs::remove_file(&path);
                Lookup::Corrupt(reason)
            }
        }
    }

    /// Stores `payload` for `key` (temporary file, then rename), then evicts
    /// down to the size bound.
    pub fn put(&self, key: DiskKey, payload: &[u8]) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let tmp = self
            .dir
            .join(format!("{}.tmp.{}", key.hex(), unique_suffix()));
        let written = (|| {
            let mut f = fs::File::create(&tmp)?;
            f.write_all(&encode(key, payload))?;
            f.flush()?;
            fs::rename(&tmp, self.path(key))
        })();
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        written?;
        self.evict(Some(key));
        Ok(())
    }

    /// The payload for `key`, or `build`'s, stored. The flag says whether it
    /// came from the cache. A failed store is not an error: the payload is
    /// returned all the same.
    pub fn get_or_insert_with<E>(
        &self,
        key: DiskKey,
        build: impl FnOnce() -> Result<Vec<u8>, E>,
    ) -> Result<(Vec<u8>, bool), E> {
        if let Lookup::Hit(payload) = self.get(key) {
            return Ok((payload, true));
        }
        let payload = build()?;
        let _ = self.put(key, &payload);
        Ok((payload, false))
    }

    /// Removes the least recently used entries until the rest fit the bound,
    /// never `keep` (the entry just written, kept even when it alone is over
    /// the bound), and dead writers' temporary files.
    pub fn evict(&self, keep: Option<DiskKey>) {
        let Ok(read) = fs::read_dir(&self.dir) else {
            return;
        };
        let keep = keep.map(|k| format!("{}.bin", k.hex()));
        let now = SystemTime::now();
        let mut entries = Vec::new();
        let mut total = 0u64;
        for item in read.flatten() {
            let name = item.file_name().to_string_lossy().into_owned();
            let Ok(meta) = item.metadata() else { continue };
            let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            if name.contains(".tmp.") {
                if now.duration_since(modified).unwrap_or_default() > STALE_TEMP {
                    let _ = fs::remove_file(item.path());
                }
                continue;
            }
            if !name.ends_with(".bin") {
                continue;
            }
            total += meta.len();
            let last = keep.as_deref() == Some(name.as_str());
            entries.push((last, modified, meta.len(), item.path()));
        }
        if total <= self.max_bytes {
            return;
        }
        // Oldest first; the entry just written last.
        entries.sort_by_key(|e| (e.0, e.1));
        for (last, _, len, path) in entries {
            if total <= self.max_bytes || last {
                break;
            }
            // Another process may have removed it: either way it is gone.
            let _ = fs::remove_file(&path);
            total = total.saturating_sub(len);
        }
    }

    /// The entries' total size in bytes (temporary files not counted).
    pub fn size(&self) -> u64 {
        fs::read_dir(&self.dir)
            .map(|read| {
                read.flatten()
                    .filter(|e| e.file_name().to_string_lossy().ends_with(".bin"))
                    .filter_map(|e| e.metadata().ok())
                    .map(|m| m.len())
                    .sum()
            })
            .unwrap_or(0)
    }
}

/// A temporary file name's suffix, unique among this machine's processes and
/// this process's threads: the process id, the time and a counter.
fn unique_suffix() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    format!("{}.{nanos}.{n}", std::process::id())
}

/// An entry's bytes: header, then payload.
pub fn encode(key: DiskKey, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_BYTES + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&key.0.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&checksum(payload).to_le_bytes());
    out.extend_from_slice(payload);
    out
}

/// The payload of an entry's bytes, checked against `key`; why not, otherwise.
pub fn decode(key: DiskKey, bytes: &[u8]) -> Result<&[u8], String> {
    if bytes.len() < HEADER_BYTES {
        return Err(format!("truncated header ({} bytes)", bytes.len()));
    }
    let (header, payload) = bytes.split_at(HEADER_BYTES);
    if &header[..8] != MAGIC {
        return Err("not a tilelift cache entry of this format".into());
    }
    let u128_at = |at: usize| {
        let mut b = [0u8; 16];
        b.copy_from_slice(&header[at..at + 16]);
        u128::from_le_bytes(b)
    };
    if u128_at(8) != key.0 {
        return Err("the entry is another key's".into());
    }
    let mut len = [0u8; 8];
    len.copy_from_slice(&header[24..32]);
    let len = u64::from_le_bytes(len);
    if len != payload.len() as u64 {
        return Err(format!(
            "length {} where the header says {len}",
            payload.len()
        ));
    }
    if u128_at(32) != checksum(payload) {
        return Err("checksum mismatch".into());
    }
    Ok(payload)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts<'a>(source: &'a str, options: &'a str) -> KeyParts<'a> {
        KeyParts {
            source,
            options,
            compiler_version: "0.1.0",
            driver_version: 12080,
            capability: (9, 0),
        }
    }

    fn temp_root(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tilelift-disk-cache-{name}-{}", unique_suffix()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn fnv_matches_the_published_vectors() {
        // FNV-1a 128 of "" and "a" (the reference values).
        assert_eq!(checksum(b""), 0x6c62272e07bb014262b821756295c58d);
        assert_eq!(checksum(b"a"), 0xd228cb696f1a8caf78912b704e4a8964);
    }

    #[test]
    fn every_part_changes_the_key() {
        let base = DiskKey::new(&parts("text", "sm_90 num_warps=4"));
        assert_eq!(base, DiskKey::new(&parts("text", "sm_90 num_warps=4")));
        let mut changed = vec![
            DiskKey::new(&parts("text2", "sm_90 num_warps=4")),
            DiskKey::new(&parts("text", "sm_90 num_warps=8")),
        ];
        let mut p = parts("text", "sm_90 num_warps=4");
        p.compiler_version = "0.2.0";
        changed.push(DiskKey::new(&p));
        let mut p = parts("text", "sm_90 num_warps=4");
        p.driver_version = 12090;
        changed.push(DiskKey::new(&p));
        let mut p = parts("text", "sm_90 num_warps=4");
        p.capability = (8, 0);
        changed.push(DiskKey::new(&p));
        for k in &changed {
            assert_ne!(*k, base);
        }
        // The boundary between fields is part of the key.
        assert_ne!(
            DiskKey::new(&parts("ab", "c")),
            DiskKey::new(&parts("a", "bc"))
        );
        assert_eq!(base.hex().len(), 32);
    }

    #[test]
    fn a_stored_payload_comes_back() {
        let root = temp_root("roundtrip");
        let cache = DiskCache::new(&root, DEFAULT_MAX_BYTES);
        let key = DiskKey::new(&parts("k", "o"));
        assert_eq!(cache.get(key), Lookup::Miss);
        cache.put(key, b"cubin bytes").unwrap();
        assert_eq!(cache.get(key), Lookup::Hit(b"cubin bytes".to_vec()));
        // No temporary file left behind.
        let names: Vec<_> = fs::read_dir(cache.dir())
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(
            names,
            [std::ffi::OsString::from(format!("{}.bin", key.hex()))]
        );
        let mut builds = 0;
        let (payload, hit) = cache
            .get_or_insert_with(key, || {
                builds += 1;
                Ok::<_, ()>(b"other".to_vec())
            })
            .unwrap();
        assert_eq!(
            (payload.as_slice(), hit, builds),
            (&b"cubin bytes"[..], true, 0)
        );
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn corrupt_and_truncated_entries_are_discarded_and_rebuilt() {
        let root = temp_root("corrupt");
        let cache = DiskCache::new(&root, DEFAULT_MAX_BYTES);
        let key = DiskKey::new(&parts("k", "o"));
        let payload: Vec<u8> = (0..4096u32).map(|i| (i * 7) as u8).collect();
        let good = encode(key, &payload);
        let mut flipped = good.clone();
        flipped[HEADER_BYTES + 100] ^= 1;
        let mut bad_magic = good.clone();
        bad_magic[0] = b'X';
        let other_key = encode(DiskKey(key.0 ^ 1), &payload);
        let cases: [(&[u8], &str); 6] = [
            (&good[..good.len() - 1], "length"),
            (&good[..HEADER_BYTES - 1], "truncated header"),
            (&[], "truncated header"),
            (&flipped, "checksum mismatch"),
            (&bad_magic, "not a tilelift cache entry"),
            (&other_key, "another key's"),
        ];
        for (bytes, reason) in cases {
            fs::create_dir_all(cache.dir()).unwrap();
            fs::write(cache.path(key), bytes).unwrap();
            match cache.get(key) {
                Lookup::Corrupt(why) => assert!(why.contains(reason), "{why} (expected {reason})"),
                other => panic!("{other:?} for a bad entry ({reason})"),
            }
            assert!(!cache.path(key).exists(), "the bad file was removed");
            // Rebuilt on the next lookup.
            let (got, hit) = cache
                .get_or_insert_with(key, || Ok::<_, ()>(payload.clone()))
                .unwrap();
            assert!(!hit);
            assert_eq!(got, payload);
            assert_eq!(cache.get(key), Lookup::Hit(payload.clone()));
            fs::remove_file(cache.path(key)).unwrap();
        }
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn eviction_keeps_the_bound_and_drops_the_least_recently_used() {
        let root = temp_root("evict");
        // Room for three 1000-byte payloads and their headers.
        let cache = DiskCache::new(&root, 3 * (1000 + HEADER_BYTES as u64));
        let keys: Vec<DiskKey> = (0..5)
            .map(|i| DiskKey::new(&parts(&format!("k{i}"), "o")))
            .collect();
        let old = SystemTime::now() - Duration::from_secs(100);
        for (i, key) in keys.iter().enumerate().take(3) {
            cache.put(*key, &[i as u8; 1000]).unwrap();
            // Distinct ages: k0 oldest.
            let f = fs::File::options()
                .append(true)
                .open(cache.path(*key))
                .unwrap();
            f.set_modified(old + Duration::from_secs(i as u64)).unwrap();
        }
        // A hit on k0 makes it the most recently used.
        assert_eq!(cache.get(keys[0]), Lookup::Hit(vec![0; 1000]));
        cache.put(keys[3], &[3; 1000]).unwrap();
        assert!(cache.size() <= 3 * (1000 + HEADER_BYTES as u64));
        assert_eq!(
            cache.get(keys[1]),
            Lookup::Miss,
            "k1, the least recently used, went"
        );
        for i in [0, 2, 3] {
            assert_eq!(cache.get(keys[i]), Lookup::Hit(vec![i as u8; 1000]), "k{i}");
        }
        // An entry larger than the bound is kept alone (the one just written).
        cache.put(keys[4], &[4; 5000]).unwrap();
        assert_eq!(cache.get(keys[4]), Lookup::Hit(vec![4; 5000]));
        for (i, key) in keys.iter().enumerate().take(4) {
            assert_eq!(cache.get(*key), Lookup::Miss, "k{i}");
        }
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn dead_writers_temporary_files_are_removed() {
        let root = temp_root("stale");
        let cache = DiskCache::new(&root, DEFAULT_MAX_BYTES);
        fs::create_dir_all(cache.dir()).unwrap();
        let stale = cache.dir().join("00.tmp.1.2.3");
        let fresh = cache.dir().join("01.tmp.1.2.4");
        fs::write(&stale, b"partial").unwrap();
        fs::write(&fresh, b"being written").unwrap();
        let f = fs::File::options().append(true).open(&stale).unwrap();
        f.set_modified(SystemTime::now() - 2 * STALE_TEMP).unwrap();
        cache.evict(None);
        assert!(!stale.exists());
        assert!(fresh.exists(), "a live writer's file stays");
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn concurrent_writers_and_readers_see_whole_entries() {
        // Threads stand in for processes: every write is a temporary file and
        // a rename, every read checks the whole entry, so a reader sees a
        // miss or a whole payload of one writer, never a mix or a part.
        let root = temp_root("concurrent");
        let cache = DiskCache::new(&root, 64 * 1024);
        let keys: Vec<DiskKey> = (0..4)
            .map(|i| DiskKey::new(&parts(&format!("k{i}"), "o")))
            .collect();
        std::thread::scope(|s| {
            for t in 0..8u8 {
                let (cache, keys) = (&cache, &keys);
                s.spawn(move || {
                    for round in 0..200usize {
                        let key = keys[(round + t as usize) % keys.len()];
                        let len = 2000 + 500 * (t as usize % 4);
                        if round % 3 == 0 {
                            cache.put(key, &vec![t; len]).unwrap();
                        } else {
                            match cache.get(key) {
                                Lookup::Hit(p) => {
                                    let first = p[0];
                                    assert!(p.iter().all(|&b| b == first), "a mixed payload");
                                    assert_eq!(p.len(), 2000 + 500 * (first as usize % 4));
                                }
                                Lookup::Miss => {}
                                Lookup::Corrupt(why) => panic!("a reader saw a bad entry: {why}"),
                            }
                        }
                    }
                });
            }
        });
        assert!(cache.size() <= 64 * 1024);
        let leftovers = fs::read_dir(cache.dir())
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp."))
            .count();
        assert_eq!(leftovers, 0);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn entries_live_in_the_kernels_folder() {
        let cache = DiskCache::new(Path::new("/x/tilelift"), 5);
        assert_eq!(cache.dir(), Path::new("/x/tilelift/kernels"));
        assert_eq!(
            cache.path(DiskKey(0xab)),
            Path::new("/x/tilelift/kernels/000000000000000000000000000000ab.bin")
        );
    }
}
