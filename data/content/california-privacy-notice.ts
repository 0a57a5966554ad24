import type { StoryData } from "../types.ts";

export const californiaPrivacyNotice: StoryData = {
  fullSlug: "california-privacy-notice",
  name: "California privacy notice",
  content: {
    component: "page",
    title: "California privacy notice",
    description: "Rights of California residents under the California Consumer Privacy Act.",
    body: [
      {
        component: "page_section",
        title: "Categories of information",
        text:
          "In the last 12 months we collected identifiers (name, e-mail, phone, addresses), commercial information (orders and carts), internet activity on our site, and content you provide (pet photos and descriptions). We collect it from you directly and from the devices you use, for the purposes described in our privacy policy.",
      },
      {
        component: "page_section",
        title: "Your rights",
        text:
          "You have the right to know what personal information we hold about you, to have it corrected or deleted, and to opt out of the sale or sharing of personal information. We do not sell personal information, and we will not treat you differently for exercising your rights.",
      },
      {
        component: "page_section",
        title: "How to make a request",
        text:
          "E-mail support@petsies.com with the subject “California privacy request”. We will confirm your identity using the e-mail address on your account and respond within 45 days. An authorised agent may make a request on your behalf with your written permission.",
        link: { url: "/privacy-policy/", label: "Privacy policy" },
      },
    ],
  },
};
