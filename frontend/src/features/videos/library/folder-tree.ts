import type { Folder } from '@/lib/api/types.gen';

/** A folder with its depth below the root, in the order a tree is drawn (each parent before its children). */
export interface TreeRow {
  folder: Folder;
  depth: number;
}

/** Orders folders depth-first under their parents; folders whose parent is unknown are left out. */
export function folderTreeRows(folders: readonly Folder[]): TreeRow[] {
  const children = new Map<number, Folder[]>();
  for (const folder of folders) children.set(folder.pid, [...(children.get(folder.pid) ?? []), folder]);
  const rows: TreeRow[] = [];
  const walk = (pid: number, depth: number) => {
    for (const folder of children.get(pid) ?? []) {
      if (rows.some((row) => row.folder.id === folder.id)) continue;
      rows.push({ folder, depth });
      walk(folder.id, depth + 1);
    }
  };
  walk(0, 0);
  return rows;
}

export function parentsOf(folders: readonly Folder[]): Map<number, number> {
  return new Map(folders.map((folder) => [folder.id, folder.pid]));
}
