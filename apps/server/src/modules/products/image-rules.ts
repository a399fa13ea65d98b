// What a product's `images` may hold, and the stored images no product keeps any more.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isDemoImage, removeImage, storedImageName } from './image-files.ts';
import { referencedImages } from './image-repository.ts';

/**
 * An uploaded image enters a product only through its upload: a `/api/images/{name}` path in a create or
 * update body must be a demo image or one the product already has (`kept`), so a name that was removed
 * (and deleted) can never come back. Anything else is a 400 naming the image.
 */
export function checkImageEntries(images: readonly string[], kept: readonly string[]): void {
  images.forEach((url, index) => {
    const name = storedImageName(url);
    if (name === undefined || isDemoImage(name) || kept.includes(url)) return;
    throw new ApiError(400, 'validation_failed', `Image ${index + 1} is not an image of this product`, {
      detail: `body/images/${index} must be an image uploaded to this product or a web address`,
      fields: [
        {
          field: `images/${index}`,
          message: 'must be an image uploaded to this product (upload it first) or a web address',
        },
      ],
    });
  });
}

/**
 * Deletes the uploaded images among `urls` that no product shows any more (after an update dropped them or
 * their product was deleted). Since a dropped name cannot be added again, nothing can start using it after
 * the check.
 */
export async function releaseImages(
  db: Queryable,
  imagesDir: string,
  urls: readonly string[],
): Promise<void> {
  const uploaded = urls.filter((url) => {
    const name = storedImageName(url);
    return name !== undefined && !isDemoImage(name);
  });
  if (uploaded.length === 0) return;
  const stillShown = await referencedImages(db, uploaded);
  for (const url of uploaded) {
    const name = storedImageName(url);
    if (name !== undefined && !stillShown.has(url)) await removeImage(imagesDir, name);
  }
}
