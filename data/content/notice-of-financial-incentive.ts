import type { StoryData } from "../types.ts";

export const noticeOfFinancialIncentive: StoryData = {
  fullSlug: "notice-of-financial-incentive",
  name: "Notice of financial incentive",
  content: {
    component: "page",
    title: "Notice of financial incentive",
    description: "The offers Petsies gives in exchange for personal information, and how to withdraw.",
    body: [
      {
        component: "page_section",
        title: "Newsletter welcome offer",
        text:
          "When you subscribe to our newsletter with your e-mail address, we send you a coupon for 10% off your next order. We use your e-mail address to send the newsletter and the coupon, and to understand which stories our readers enjoy.",
      },
      {
        component: "page_section",
        title: "Rewards",
        text:
          "From time to time we offer rewards, such as a discount for sharing your Petsies story or for referring a friend. Rewards are applied to an order placed within 7 days.",
      },
      {
        component: "page_section",
        title: "Value and how to withdraw",
        text:
          "We estimate the value of your e-mail address to be about the value of the discount offered, based on the average spending of subscribers. Taking part is voluntary. You can unsubscribe at any time with the link in every e-mail; a coupon you already received stays valid.",
        link: { url: "/california-privacy-notice/", label: "California privacy notice" },
      },
    ],
  },
};
