import { type components, createProduct, updateProduct, uploadProductImage } from '@robomarket/api-client';
import { productKeys, useApiClient } from '@robomarket/api-client/react';
import { type ProductFormValues, useToast } from '@robomarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { failureText } from '../../../lib/failure-text';

type Product = components['schemas']['Product'];

/** What the contract takes of the form's values: everything but the files to upload. */
function bodyOf(values: ProductFormValues) {
  const { uploads: _files, ...body } = values;
  return body;
}

/**
 * Saving a product from the form in one flow: create (or update) it, upload each chosen file in the order
 * the seller put them (reporting each to the form), then, when files were mixed with other images, put the
 * images in the seller's order. Every product list is refetched before it settles. A refused upload does
 * not undo the save: the product exists, the form showed the file's reason, and a toast names the files
 * that were left out, so saving again never creates the product twice.
 */
export function useSaveProductWithImages() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();

  async function uploadAll(saved: Product, values: ProductFormValues): Promise<Product> {
    const uploads = values.uploads;
    if (!uploads) return saved;
    let product = saved;
    const stored = new Map<File, string>();
    const failed: string[] = [];
    for (const file of uploads.files) {
      uploads.report.start(file);
      try {
        product = await uploadProductImage(client, product.id, file);
        const url = product.images.at(-1) ?? '';
        stored.set(file, url);
        uploads.report.done(file, url);
      } catch (error) {
        const reason = failureText(error, 'The image could not be uploaded');
        uploads.report.fail(file, reason);
        failed.push(`${file.name}: ${reason}`);
      }
    }
    const wanted = uploads.order.flatMap((item) => {
      if (typeof item === 'string') return [item];
      const url = stored.get(item);
      return url === undefined ? [] : [url];
    });
    if (wanted.join('\n') !== product.images.join('\n')) {
      product = await updateProduct(client, product.id, { images: wanted });
    }
    if (failed.length > 0) {
      toast.error(
        failed.length === 1 ? 'An image was not uploaded' : `${failed.length} images were not uploaded`,
        failed.join(' '),
      );
    }
    return product;
  }

  async function settle(product: Product): Promise<Product> {
    queryClient.setQueryData(productKeys.detail(product.id), product);
    await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    return product;
  }

  return {
    /** createProduct, then the uploads; resolves to the product as it ends up. */
    create: async (values: ProductFormValues) =>
      settle(await uploadAll(await createProduct(client, bodyOf(values)), values)),
    /** updateProduct, then the uploads; resolves to the product as it ends up. */
    update: async (id: string, values: ProductFormValues) =>
      settle(await uploadAll(await updateProduct(client, id, bodyOf(values)), values)),
  };
}
