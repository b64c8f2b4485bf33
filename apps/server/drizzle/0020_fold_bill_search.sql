-- Bills keep their search text folded as searches compare it (lib/list-query.ts foldForSearch,
-- docs/decisions/057-bill-search): the rows written before are folded here the same way.
UPDATE "bills" SET "search_text" = lower(translate("search_text", 'İIıÎîÌÍÏìíïŞşŠšĞğÜüÛûÙÚùúÖöÒÓÔÕòóôõÇçĆćÂâÀÁÃÄÅàáãäåÈÉÊËèéêëÑñЁёЕАБВГДЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', 'iiiiiiiiiiissssgguuuuuuuuooooooooooccccaaaaaaaaaaaaeeeeeeeennеееабвгджзийклмнопрстуфхцчшщъыьэюя'));
