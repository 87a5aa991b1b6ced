import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

export interface ImageRecord {
  id: string;
  originalName: string | null;
  alt: string;
  contentType: string;
  widths: number[];
  sizes: number[];
  width: number;
  height: number;
  createdBy: string | null;
  createdAt: number;
}

export async function insertImage(db: Kysely<Database>, image: ImageRecord): Promise<void> {
  await db
    .insertInto('images')
    .values({
      id: image.id,
      original_name: image.originalName,
      alt: image.alt,
      content_type: image.contentType,
      widths: JSON.stringify(image.widths),
      sizes: JSON.stringify(image.sizes),
      width: image.width,
      height: image.height,
      created_by: image.createdBy,
      created_at: image.createdAt,
    })
    .execute();
}

export async function getImage(db: Kysely<Database>, id: string): Promise<ImageRecord | null> {
  const row = await db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    originalName: row.original_name,
    alt: row.alt,
    contentType: row.content_type,
    widths: JSON.parse(row.widths) as number[],
    sizes: JSON.parse(row.sizes) as number[],
    width: row.width,
    height: row.height,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
  };
}
