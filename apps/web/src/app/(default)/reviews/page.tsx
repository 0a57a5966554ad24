import type { Metadata } from "next";
import { storyDescription, storyTitle, type CatalogResult, type Product } from "@petsies/domain";
import { StoryPage } from "../../../components/cms/StoryPage.tsx";
import { RatingSummary } from "../../../components/reviews/RatingSummary.tsx";
import { ReviewList } from "../../../components/reviews/ReviewList.tsx";
import { WriteReviewButton } from "../../../components/reviews/WriteReviewButton.tsx";
import { ShareBirthdayForm, ShareStoryForm } from "../../../components/share/ShareForms.tsx";
import { apiGet } from "../../../lib/api.ts";
import { getStory } from "../../../lib/content.ts";
import { loadReviews, loadStoreRating } from "../../../lib/reviews.ts";

const PATH = "/reviews/";
const SLUG = "reviews";

export async function generateMetadata(): Promise<Metadata> {
  const story = await getStory(SLUG);
  return {
    title: story ? storyTitle(story) : "Reviews",
    description: (story && storyDescription(story)) || "What Petsies customers say about their custom plush and gifts.",
    alternates: { canonical: PATH },
  };
}

/** The products a shopper can review from this page, by name. */
async function reviewableProducts(): Promise<{ sku: string; name: string }[]> {
  try {
    const listed = await apiGet<CatalogResult<Product>>("/api/catalog/product?size=200&include_fields=sku,name");
    return listed.items.map((p) => ({ sku: p.sku, name: p.name })).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

/**
 * /reviews/ (spec §2, a header link): the Reviews story, then the store rating with its star breakdown,
 * Write a review, every published review, newest first, with Load more, and the forms to share a
 * customer story or a pet's birthday.
 */
export default async function ReviewsPage() {
  const [story, rating, reviews, products] = await Promise.all([getStory(SLUG), loadStoreRating(), loadReviews(), reviewableProducts()]);
  return (
    <>
      {story ? (
        <StoryPage story={story} />
      ) : (
        <h1 className="mx-auto max-w-[1272px] px-4 pt-8 text-3xl font-extrabold tracking-tight lg:px-6 lg:text-5xl">Reviews</h1>
      )}
      <section aria-labelledby="all-reviews" className="mx-auto flex max-w-[1272px] flex-col gap-6 px-4 py-8 lg:px-6">
        <RatingSummary summary={rating} heading="Store rating" headingId="store-rating" />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="all-reviews" className="text-2xl font-bold">
            What our customers say
          </h2>
          {products.length > 0 && <WriteReviewButton products={products} />}
        </div>
        {reviews ? (
          <ReviewList initial={reviews} showProduct />
        ) : (
          <p role="alert" className="font-semibold text-sale">
            The reviews cannot be shown right now. Please try again later.
          </p>
        )}
      </section>
      <section aria-labelledby="share-with-us" className="mx-auto flex max-w-[1272px] flex-col gap-6 px-4 pb-12 lg:px-6">
        <h2 id="share-with-us" className="text-2xl font-bold">
          Share with us
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <ShareStoryForm />
          <ShareBirthdayForm />
        </div>
      </section>
    </>
  );
}
