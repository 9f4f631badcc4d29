import { nowIso, uploadBlobsRepo, type Db } from '../../db/index';
import { encodeImage, isUploadFileName, storedImageFileNames, type ImageStore } from './images';

/**
 * Images kept in the database (UPLOAD_STORAGE=database): every instance that shares the PostgreSQL
 * database serves every upload, with no shared folder. Same names and variants as the local store.
 * Pass a transaction as `db` to make stored files stand or fall with the records that point at them.
 */
export function createDatabaseImageStore(db: Db): ImageStore {
  return {
    directory: undefined,
    async save(buffer) {
      const { storedPath, files } = await encodeImage(buffer);
      await uploadBlobsRepo.insertBlobs(db, files, nowIso());
      return storedPath;
    },
    async read(fileName) {
      if (!isUploadFileName(fileName)) return undefined;
      return uploadBlobsRepo.findBlob(db, fileName);
    },
    async remove(storedPath) {
      await uploadBlobsRepo.deleteBlobs(db, storedImageFileNames(storedPath));
    },
  };
}
