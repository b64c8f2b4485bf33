// Names inside a downloaded ZIP are unique per folder without regard to case: two entries that
// differ only in case overwrite each other on most disks. Each name is made safe by
// lib/file-names.ts first.

/** Hands out names unique within one folder: `Ayşe-1.jpg`, then `Ayşe-1 (2).jpg`. */
export class NameSet {
  private readonly taken = new Set<string>();

  claim(base: string, extension = ''): string {
    for (let n = 1; ; n++) {
      const name = n === 1 ? `${base}${extension}` : `${base} (${n})${extension}`;
      const key = name.toLowerCase();
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return name;
      }
    }
  }
}
